/**
 * Every mock website by project id, and the apps of the case studies. A project the table does
 * not know (one a content maintainer added) borrows a design, renamed to its title.
 */
import { createRandom, pick } from "../../random.ts";
import type { SiteDesign } from "../design.ts";
import { EDUCATION } from "./education.ts";
import { HEALTH } from "./health.ts";
import { PLACES } from "./places.ts";
import { STORES } from "./stores.ts";
import { WEB_APPS } from "./web-apps.ts";

export const DESIGNS: SiteDesign[] = [...WEB_APPS, ...HEALTH, ...EDUCATION, ...STORES, ...PLACES];

const BY_ID = new Map(DESIGNS.map((design) => [design.id, design]));

export function designFor(project: { id: string; title: string }): SiteDesign {
  const known = BY_ID.get(project.id);
  if (known) return known;
  const random = createRandom(`design:${project.id}`);
  const base = pick(random, DESIGNS);
  return {
    ...base,
    id: project.id,
    brand: { ...base.brand, name: project.title },
    copy: { ...base.copy, headline: project.title, highlight: undefined, footerText: project.title },
  };
}

export interface CaseStudyApp {
  design: SiteDesign;
  app: SiteDesign["app"] & string;
}

/** The case studies' systems: each shown as its app, in the colours of a sample client of that kind. */
export const CASE_STUDY_APPS: Record<string, CaseStudyApp> = {
  "healthcare-management-system": {
    design: BY_ID.get("picton-central-medical-centre") as SiteDesign,
    app: "clinic",
  },
  "multi-vendor-ecommerce-platform": { design: BY_ID.get("better-that") as SiteDesign, app: "marketplace" },
  "academic-management-system": { design: BY_ID.get("sydney-gateway-college") as SiteDesign, app: "learner" },
  "restaurant-chain-management-system": { design: BY_ID.get("food-republic") as SiteDesign, app: "orders" },
};
