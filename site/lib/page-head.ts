import type { SocialImage } from "../../contracts/social-image";

/** What a search engine or a link preview may say a page is (Open Graph's `og:type`). */
export type OpenGraphType = "website" | "article";

/** The link tags and meta tags that say where a page lives and what it is, beyond title and description. */
export interface PageHead {
  /** Absolute, without a trailing slash; absent on pages that are in no route table (404s). */
  canonical?: string;
  ogType: OpenGraphType;
  /** Pages outside the route table (the 404 pages) and drafts ask not to be indexed. */
  noindex: boolean;
  /** The link-preview image with its absolute URL; absent only before a build has rendered any. */
  image?: SocialImage & { url: string };
}

/** The absolute URL of a route: the site's origin and the path, without a trailing slash. */
export function absoluteUrl(origin: string, path: string): string {
  const trimmed = path.replace(/\/+$/, "");
  return `${origin}${trimmed}`;
}

/** Whether the page at `pathname` is a draft (`drafts`: their routes; only `site dev` builds any). */
export function isDraft(pathname: string, drafts: readonly string[]): boolean {
  return drafts.includes(pathname);
}

export function pageHead(options: {
  origin: string;
  pathname: string;
  routes: readonly string[];
  ogType?: OpenGraphType;
  /** Each route's preview image; a page outside the route table (a 404) shows the home page's. */
  socialImages?: Readonly<Record<string, SocialImage>>;
  /** Routes of the drafts shown (site/generated/drafts.json). */
  drafts?: readonly string[];
}): PageHead {
  const inRouteTable = options.routes.includes(options.pathname);
  const image = options.socialImages?.[inRouteTable ? options.pathname : "/"];
  return {
    canonical: inRouteTable ? absoluteUrl(options.origin, options.pathname) : undefined,
    ogType: options.ogType ?? "website",
    noindex: !inRouteTable || isDraft(options.pathname, options.drafts ?? []),
    ...(image ? { image: { ...image, url: `${options.origin}${image.src}` } } : {}),
  };
}
