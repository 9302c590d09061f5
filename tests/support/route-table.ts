import { readFileSync } from "node:fs";
import { join } from "node:path";
import { codeRoutes, collections } from "../../pipeline/collections.ts";
import { aboutPage } from "../../site/generated/aboutPage.ts";
import { blog } from "../../site/generated/blog.ts";
import { careersPage } from "../../site/generated/careersPage.ts";
import { caseStudiesPage } from "../../site/generated/caseStudiesPage.ts";
import { contactPage } from "../../site/generated/contactPage.ts";
import { homePage } from "../../site/generated/homePage.ts";
import { industries } from "../../site/generated/industries.ts";
import { industriesPage } from "../../site/generated/industriesPage.ts";
import { jobs } from "../../site/generated/jobs.ts";
import { productsPage } from "../../site/generated/productsPage.ts";
import { projectDetails } from "../../site/generated/projectDetails.ts";
import { projects } from "../../site/generated/projects.ts";
import { projectsPage } from "../../site/generated/projectsPage.ts";
import { services } from "../../site/generated/services.ts";
import { servicesPage } from "../../site/generated/servicesPage.ts";
import { site } from "../../site/generated/site.ts";
import type { ProjectDetail } from "../../site/generated/types/project-details.ts";
import { builtRoot } from "./paths.ts";

/**
 * The one route table of the browser tests: every route the build produced (site/generated/routes.json)
 * plus the two kinds of not-found page, each with what it must show, taken from the content. A route
 * is matched to its content through the collection registry (pipeline/collections.ts), so no
 * route template is written here.
 */

export interface LinkExpectation {
  /** The link's accessible name. */
  name: string;
  href: string;
}

/** What one URL must answer and show, with and without JavaScript. */
export interface RouteExpectation {
  path: string;
  status: 200 | 404;
  /** The text of the page's only h1. */
  heading: string;
  /** The document title. */
  title: string;
  /** Further texts that must be visible. */
  texts: readonly string[];
  /** Links that must be on the page. */
  links: readonly LinkExpectation[];
  /** The collection whose content the page shows (its single file, or one of its entries). */
  collection?: string;
}

type Shown = Pick<RouteExpectation, "heading" | "title" | "texts" | "links">;

/** The routes the build produced, so no route list is written twice. */
export const builtRoutes: readonly string[] = JSON.parse(
  readFileSync(join(builtRoot(), "site/generated/routes.json"), "utf8"),
) as string[];

export const UNKNOWN_PROJECT_PATH = "/projects/no-such-project";
export const UNKNOWN_PATH = "/some/unknown/path";

/** A page whose h1 is `heading` and whose title is "<name> | <company>". */
function titled(heading: string, name = heading): Shown {
  return { heading, title: `${name} | ${site.name}`, texts: [], links: [] };
}

function projectsShown(): Shown {
  return {
    ...titled(projectsPage.title),
    texts: [projectsPage.intro, projectsPage.closing.title, ...projects.map((project) => project.title)],
    links: projectsPage.closing.actions.map((action) => ({
      name: action.label,
      href: action.to ?? site.schedulingUrl,
    })),
  };
}

function projectDetailShown(detail: ProjectDetail): Shown {
  return {
    ...titled(detail.title),
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
  };
}

/** What the page of each single-file collection with a route shows, by collection name. */
const singlePages: Readonly<Record<string, Shown>> = {
  homePage: { ...titled(homePage.hero.title), title: `${site.name} | ${site.tagline}` },
  aboutPage: titled(aboutPage.title),
  careersPage: titled(careersPage.hero.title),
  caseStudiesPage: titled(caseStudiesPage.hero.title),
  contactPage: titled(contactPage.hero.title),
  industriesPage: titled(industriesPage.title),
  productsPage: titled(productsPage.hero.title),
  projectsPage: projectsShown(),
  servicesPage: titled(servicesPage.title),
};

/** What each entry's page shows, by collection name, then by entry id. */
const entryPages: Readonly<Record<string, ReadonlyMap<string, Shown>>> = {
  services: new Map(services.map((service) => [service.slug, titled(service.hero.title, service.title)])),
  industries: new Map(
    industries.map((industry) => [industry.slug, titled(industry.hero.title, industry.title)]),
  ),
  projectDetails: new Map(projectDetails.map((detail) => [detail.id, projectDetailShown(detail)])),
  blog: new Map(blog.map((post) => [post.slug, titled(post.title)])),
  jobs: new Map(
    jobs.map((job) => [
      job.id,
      {
        ...titled(job.title),
        texts: [job.department, job.location, job.type],
        links: [
          {
            name: `${careersPage.openings.applyLabel} : ${job.title}`,
            href: `/contact?job=${encodeURIComponent(job.id)}`,
          },
        ],
      },
    ]),
  ),
};

/** Pages that are not a collection's (fixed texts of the product). */
const codePages: Readonly<Record<string, Shown>> = {
  "/blog": titled(blog.length === 0 ? "Blog - Coming Soon" : "Blog", "Blog"),
};

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`tests/support/route-table.ts does not say what ${what} shows`);
  return value;
}

/** The route of the single-file collection `name` (a page content file), as the registry declares it. */
export function singleRoute(name: string): string {
  const collection = collections.find((candidate) => candidate.name === name);
  if (collection?.kind !== "single" || !collection.route)
    throw new Error(`the registry has no page '${name}'`);
  return collection.route;
}

/** The route of entry `id` of the collection `name`, as the registry declares it. */
export function entryRoute(name: string, id: string): string {
  const collection = collections.find((candidate) => candidate.name === name);
  if (collection?.kind !== "entries" || !collection.route)
    throw new Error(`the registry has no collection '${name}' with a page per entry`);
  return collection.route.replace("{id}", id);
}

/** Every page the content makes, by path, from the registry's routes. */
function contentPages(): Map<string, RouteExpectation> {
  const pages = new Map<string, RouteExpectation>();
  const add = (path: string, shown: Shown, collection?: string) =>
    pages.set(path, { path, status: 200, ...shown, ...(collection ? { collection } : {}) });
  for (const collection of collections) {
    if (!collection.route) continue;
    if (collection.kind === "single") {
      add(collection.route, required(singlePages[collection.name], collection.route), collection.name);
      continue;
    }
    const entries = required(entryPages[collection.name], `an entry of '${collection.name}'`);
    for (const [id, shown] of entries) add(entryRoute(collection.name, id), shown, collection.name);
  }
  for (const path of codeRoutes) add(path, required(codePages[path], path));
  return pages;
}

/** The routes of the content, as the registry derives them; compare with `builtRoutes`. */
export const contentRoutes: readonly string[] = [...contentPages().keys()].sort();

const notFoundPages: readonly RouteExpectation[] = [
  {
    path: UNKNOWN_PROJECT_PATH,
    status: 404,
    heading: "Project Not Found",
    title: `Project Not Found | ${site.name}`,
    texts: ["The project you're looking for doesn't exist."],
    links: [{ name: "Back to Projects", href: "/projects" }],
  },
  {
    path: UNKNOWN_PATH,
    status: 404,
    heading: "404",
    title: `Page Not Found | ${site.name}`,
    texts: [
      "Oops! Page Not Found",
      "The page you're looking for doesn't exist or has been moved...",
      `Error Code: 404 | Route: ${UNKNOWN_PATH}`,
    ],
    links: [{ name: "Go Home", href: "/" }],
  },
];

/** Every built route, then the two kinds of not-found page. */
export const routeTable: readonly RouteExpectation[] = (() => {
  const pages = contentPages();
  return [
    ...builtRoutes.map((path) => required(pages.get(path), `the built route ${path}`)),
    ...notFoundPages,
  ];
})();
