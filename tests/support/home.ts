import type { Page } from "playwright-core";
import type { ImageAsset } from "../../contracts/image-asset.ts";
import { clientLogos } from "../../site/generated/client-logos.ts";
import { homePage } from "../../site/generated/homePage.ts";
import { projects } from "../../site/generated/projects.ts";
import { services } from "../../site/generated/services.ts";
import { section } from "./sections.ts";

/** Page object and expectations for the home page, from the same generated modules the page reads. */

export const HOME_SECTIONS = [
  "hero",
  "intro",
  "coreServices",
  "featuredProjects",
  "approach",
  "approachActions",
  "trustedBy",
  "faq",
  "testimonials",
  "newsletter",
];

export const SPEC_APPROACH = [
  "Discovery & Planning",
  "Team Assembly",
  "Development & Testing",
  "Launch & Support",
];

export const homeServices = services.filter((service) => service.home === true);
export const featuredProjects = projects.filter((project) => project.featured === true);
export const { initialCount } = homePage.trustedBy;
export const logoCount = clientLogos.length;

/** Every URL an image can be fetched from: its fallback and each width of each format. */
export function imageUrls(image: ImageAsset): string[] {
  const fromSrcset = (srcset: string) =>
    srcset
      .split(",")
      .map((candidate) => candidate.trim().split(/\s+/)[0] ?? "")
      .filter(Boolean);
  return [
    image.src,
    ...fromSrcset(image.srcset),
    ...image.sources.flatMap((source) => fromSrcset(source.srcset)),
  ];
}

/** The URL paths of every testimonial avatar, in every format and width. */
export const avatarPaths = new Set(homePage.testimonials.items.flatMap((item) => imageUrls(item.avatar)));

/** The 'Trusted by' parts: the logo list's items and the Show More / Show Less button. */
export function trustedBy(page: Page) {
  const scope = section(page, "trustedBy");
  return {
    scope,
    /** The logos shown (the rest wait, hidden, for Show More). */
    logos: scope.locator("#client-logos > li:not([hidden])"),
    toggle: scope.getByRole("button", { name: /^Show (More|Less)$/ }),
  };
}

/** The FAQ's question buttons and the answer each controls. */
export function faq(page: Page) {
  const scope = section(page, "faq");
  return {
    scope,
    question: (text: string) => scope.getByRole("button", { name: text, exact: true }),
    answers: scope.locator("[aria-labelledby]"),
  };
}

/** Whether each FAQ button is expanded and its answer shown, in order. */
export function faqState(page: Page): Promise<{ expanded: string | null; hidden: boolean }[]> {
  return section(page, "faq")
    .locator("h3 > button")
    .evaluateAll((buttons) =>
      buttons.map((button) => {
        const panel = document.getElementById(button.getAttribute("aria-controls") ?? "");
        return {
          expanded: button.getAttribute("aria-expanded"),
          hidden: panel === null || panel.hidden !== false,
        };
      }),
    );
}
