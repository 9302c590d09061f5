import { readFileSync } from "node:fs";
import { join } from "node:path";
import { projectDetails } from "../../site/generated/projectDetails.ts";
import { projects } from "../../site/generated/projects.ts";
import { projectsPage } from "../../site/generated/projectsPage.ts";
import { site } from "../../site/generated/site";
import { ROOT } from "../support/paths.ts";

/** What one URL must answer and show, with and without JavaScript. */
export interface PageExpectation {
  path: string;
  status: number;
  /** The text of the page's first h1; a pattern where the route belongs to another slice. */
  heading: string | RegExp;
  /** Texts that must be visible on the page. */
  texts: string[];
  /** Links (accessible name, exact href) that must be on the page. */
  links: { name: string; href: string }[];
  /** Checked with axe-core at both viewports. */
  axe: boolean;
}

/** The routes the build produced (site/generated/routes.json), so no route list is written twice. */
export const builtRoutes: string[] = JSON.parse(
  readFileSync(join(ROOT, "site/generated/routes.json"), "utf8"),
);

export const UNKNOWN_PROJECT_PATH = "/projects/no-such-project";
export const UNKNOWN_PATH = "/some/unknown/path";
export const AXE_DETAIL_IDS = ["better-that", "sydney-gateway-college"];

function projectsExpectation(path: string): PageExpectation {
  return {
    path,
    status: 200,
    heading: projectsPage.title,
    texts: [projectsPage.intro, projectsPage.closing.title, ...projects.map((project) => project.title)],
    links: projectsPage.closing.actions.map((action) => ({
      name: action.label,
      href: action.to ?? site.schedulingUrl,
    })),
    axe: true,
  };
}

function detailExpectation(path: string, id: string): PageExpectation {
  const detail = projectDetails.find((entry) => entry.id === id);
  if (!detail) throw new Error(`routes.json lists ${path}, but projectDetails has no record '${id}'`);
  return {
    path,
    status: 200,
    heading: detail.title,
    texts: [
      detail.subtitle,
      detail.industry,
      detail.duration,
      detail.team,
      detail.client,
      detail.overview,
      "Technology Stack",
      "Client Testimonial",
      ...detail.testimonials.map((testimonial) => testimonial.author),
    ],
    links: [
      { name: "View More Projects", href: "/projects" },
      { name: "Back", href: "/projects" },
    ],
    axe: AXE_DETAIL_IDS.includes(id),
  };
}

/** Routes of other slices: they must answer and carry a main heading. */
function otherExpectation(path: string): PageExpectation {
  return { path, status: 200, heading: /\S/, texts: [], links: [], axe: false };
}

function expectationFor(path: string): PageExpectation {
  if (path === "/projects") return projectsExpectation(path);
  const detail = /^\/projects\/([^/]+)$/.exec(path);
  if (detail?.[1]) return detailExpectation(path, detail[1]);
  return otherExpectation(path);
}

const notFoundPages: PageExpectation[] = [
  {
    path: UNKNOWN_PROJECT_PATH,
    status: 404,
    heading: "Project Not Found",
    texts: ["The project you're looking for doesn't exist."],
    links: [{ name: "Back to Projects", href: "/projects" }],
    axe: false,
  },
  {
    path: UNKNOWN_PATH,
    status: 404,
    heading: "404",
    texts: [
      "Oops! Page Not Found",
      "The page you're looking for doesn't exist or has been moved...",
      `Error Code: 404 | Route: ${UNKNOWN_PATH}`,
    ],
    links: [{ name: "Go Home", href: "/" }],
    axe: true,
  },
];

/** Every built route plus the two kinds of not-found page, each with what it must show. */
export const pages: PageExpectation[] = [...builtRoutes.map(expectationFor), ...notFoundPages];
