import { PROJECT_NOT_FOUND_ID } from "../contracts/not-found.ts";

/**
 * The one list of content collections. Validation, generated modules and types, each entry's
 * `href`, the route table, the sitemap and the link check are all derived from it: no route pattern
 * is written anywhere else.
 */
/**
 * Where a page's title and meta description come from in its content file (field paths, dots
 * between keys), so the pipeline can report duplicates across pages and descriptions of the wrong
 * length at their line. A field the page computes instead is left out.
 */
export interface PageMeta {
  title?: string;
  description?: string;
}

/** What a page's social preview image says it is (social/pages.ts). */
export interface SocialCardMeta {
  /** The kind of page, shown above its title ("Service", "Job opening"); the home page has none. */
  label?: string;
  /** Field path of an image (format "image") shown beside the title: the entry's, else the entry it belongs to's. */
  picture?: string;
}

export interface SingleCollection {
  kind: "single";
  meta?: PageMeta;
  socialCard?: SocialCardMeta;
  /** Export name in site/generated/. */
  name: string;
  /** schemas/<schema>.schema.json */
  schema: string;
  /** Path under content/. */
  file: string;
  /** The page this file feeds, if any. */
  route?: string;
  /** The file may be missing (its data is then null); any other single file is required. */
  optional?: boolean;
}

export interface EntryCollection {
  kind: "entries";
  meta?: PageMeta;
  socialCard?: SocialCardMeta;
  name: string;
  schema: string;
  /** Folder under content/ with one file per entry. */
  folder: string;
  extensions: readonly string[];
  /** Field whose value must be unique across the collection. */
  idField: string;
  /** Entries are listed by this numeric field, then by id. */
  orderField?: string;
  /** Each entry's id must be the id of an entry in that collection. */
  belongsTo?: string;
  /**
   * Route of each entry's own page, `{id}` replaced (routes.ts); each generated entry carries the
   * result as `href`.
   */
  route?: string;
  /**
   * Id of a prerendered page that answers ids no entry has; its URL is exported beside the
   * entries as `notFoundHref`. It is in no route table: nothing links to it, no sitemap lists it.
   */
  notFoundId?: string;
  /** For Markdown entries: the field that receives the body, rendered to HTML at build time. */
  bodyField?: string;
  /** Pages listing the entries newest first, a page at a time, and per tag (pagination.ts). */
  listing?: Listing;
  /**
   * A date field (YYYY-MM-DD): after that day the entry is left out of the build (no page, no
   * listing, no route) and validate and build print a notice naming its file.
   */
  closingDateField?: string;
  /**
   * URL of the collection's RSS 2.0 feed (generate/feed.ts), written whenever it has entries; the
   * data module exports it as `feedHref` (null without entries) for the pages' alternate link.
   */
  feed?: string;
}

/** Routes of listing pages: `{n}` is the page number (2 and up; page 1 is the plain route), `{tag}` a tag's slug. */
export interface Listing {
  perPage: number;
  /** Field holding a YYYY-MM-DD date: the newest entry comes first. */
  dateField: string;
  /** Field holding the entry's tags (an array of texts). */
  tagsField: string;
  route: string;
  pageRoute: string;
  tagRoute: string;
  tagPageRoute: string;
  /** What the listing pages' social preview images call them ("Blog"). */
  socialLabel: string;
}

export type Collection = SingleCollection | EntryCollection;

export const collections: readonly Collection[] = [
  { kind: "single", name: "site", schema: "site", file: "site.yaml" },
  { kind: "single", name: "techLogos", schema: "tech-logos", file: "tech-logos.yaml" },
  { kind: "single", name: "redirects", schema: "redirects", file: "redirects.yaml", optional: true },
  {
    kind: "single",
    name: "homePage",
    schema: "page-home",
    meta: { description: "metaDescription" },
    file: "pages/home.yaml",
    route: "/",
  },
  {
    kind: "single",
    name: "projectsPage",
    schema: "page-projects",
    meta: { title: "title", description: "metaDescription" },
    file: "pages/projects.yaml",
    socialCard: { label: "Portfolio" },
    route: "/projects",
  },
  {
    kind: "single",
    name: "servicesPage",
    schema: "page-services",
    meta: { title: "title", description: "metaDescription" },
    file: "pages/services.yaml",
    socialCard: { label: "Services" },
    route: "/services",
  },
  {
    kind: "single",
    name: "industriesPage",
    schema: "page-industries",
    meta: { title: "title", description: "metaDescription" },
    file: "pages/industries.yaml",
    socialCard: { label: "Industries" },
    route: "/industries",
  },
  {
    kind: "single",
    name: "productsPage",
    schema: "page-products",
    meta: { title: "hero.title", description: "metaDescription" },
    file: "pages/products.yaml",
    socialCard: { label: "Products" },
    route: "/products",
  },
  {
    kind: "entries",
    name: "services",
    schema: "services",
    meta: { title: "title", description: "metaDescription" },
    folder: "services",
    socialCard: { label: "Service" },
    extensions: [".yaml", ".yml"],
    idField: "slug",
    orderField: "order",
    route: "/services/{id}",
  },
  {
    kind: "entries",
    name: "industries",
    schema: "industries",
    meta: { title: "title", description: "metaDescription" },
    folder: "industries",
    socialCard: { label: "Industry" },
    extensions: [".yaml", ".yml"],
    idField: "slug",
    orderField: "order",
    route: "/industries/{id}",
  },
  {
    kind: "single",
    name: "contactPage",
    schema: "page-contact",
    meta: { title: "hero.title", description: "metaDescription" },
    file: "pages/contact.yaml",
    socialCard: { label: "Contact" },
    route: "/contact",
  },
  {
    kind: "single",
    name: "caseStudiesPage",
    schema: "page-case-studies",
    meta: { title: "hero.title", description: "metaDescription" },
    file: "pages/case-studies.yaml",
    socialCard: { label: "Case studies" },
    route: "/case-studies",
  },
  {
    kind: "entries",
    name: "caseStudies",
    schema: "case-studies",
    folder: "case-studies",
    extensions: [".md"],
    idField: "id",
    orderField: "order",
    bodyField: "description",
  },
  {
    kind: "single",
    name: "careersPage",
    schema: "page-careers",
    meta: { title: "hero.title", description: "metaDescription" },
    file: "pages/careers.yaml",
    socialCard: { label: "Careers" },
    route: "/careers",
  },
  {
    kind: "entries",
    name: "jobs",
    schema: "jobs",
    meta: { title: "title" },
    folder: "jobs",
    socialCard: { label: "Job opening" },
    extensions: [".md"],
    idField: "id",
    orderField: "order",
    bodyField: "description",
    route: "/careers/{id}",
    closingDateField: "validThrough",
  },
  {
    kind: "single",
    name: "aboutPage",
    schema: "page-about",
    meta: { title: "title", description: "metaDescription" },
    file: "pages/about.yaml",
    socialCard: { label: "About us" },
    route: "/about",
  },
  {
    kind: "entries",
    name: "team",
    schema: "team",
    folder: "team",
    extensions: [".yaml", ".yml"],
    idField: "slug",
    orderField: "order",
  },
  {
    kind: "entries",
    name: "blog",
    schema: "blog",
    meta: { title: "title", description: "summary" },
    folder: "blog",
    socialCard: { label: "Blog post" },
    extensions: [".md"],
    idField: "slug",
    route: "/blog/{id}",
    bodyField: "html",
    listing: {
      perPage: 12,
      dateField: "date",
      tagsField: "tags",
      route: "/blog",
      pageRoute: "/blog/page/{n}",
      tagRoute: "/blog/tag/{tag}",
      tagPageRoute: "/blog/tag/{tag}/page/{n}",
      socialLabel: "Blog",
    },
    feed: "/blog/feed.xml",
  },
  {
    kind: "entries",
    name: "projects",
    schema: "projects",
    folder: "projects",
    extensions: [".yaml", ".yml"],
    idField: "id",
    orderField: "order",
  },
  {
    kind: "entries",
    name: "projectDetails",
    schema: "project-details",
    meta: { title: "title" },
    folder: "project-details",
    socialCard: { label: "Project", picture: "thumbnail" },
    extensions: [".yaml", ".yml"],
    idField: "id",
    belongsTo: "projects",
    route: "/projects/{id}",
    notFoundId: PROJECT_NOT_FOUND_ID,
  },
];

/** Pages whose content is not (yet) a collection of their own. */
export const codeRoutes: readonly string[] = ["/blog"];

/** Every image in this folder under content/images is a client logo; its file name gives the label. */
export const clientLogoFolder = "clients";
