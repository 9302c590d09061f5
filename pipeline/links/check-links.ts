import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { filesBelow, urlPath } from "../fs/built-files.ts";
import { runPool } from "../fs/pool.ts";
import { brokenLinkReasons } from "../problems/catalogue.ts";
import { type PageAnchors, readPage } from "./page-links.ts";

/** A link of a built page that leads nowhere in the build. */
export interface BrokenLink {
  /** The page's file under the client folder, with forward slashes, e.g. `blog/hello/index.html`. */
  file: string;
  /** The page's URL path, e.g. `/blog/hello`. */
  page: string;
  /** The URL as written in the page. */
  url: string;
  /** Element and attribute, e.g. `<a href>`. */
  where: string;
  /** Offset of the element's tag in the page's HTML. */
  offset: number;
  /** Why it leads nowhere, in the words of brokenLinkReasons (pipeline/problems/catalogue.ts). */
  reason: string;
}

export interface LinkCheckOptions {
  /** The site's public origin (`url` in site.yaml): absolute URLs on it are checked like `/paths`. */
  origin: string;
  /** Paths the server answers that are no file of the build (the form routes). */
  serverPaths: ReadonlySet<string>;
}

/** Every file of the build, as URL paths (`/img/a.avif`, `/about/index.html`). */
async function builtFiles(clientDir: string): Promise<Set<string>> {
  const files = new Set<string>();
  for await (const path of filesBelow(clientDir)) files.add(urlPath(clientDir, path));
  return files;
}

/** The URL path a page is served at: `/about/index.html` → `/about`, `/index.html` → `/`. */
function pagePathOf(file: string): string {
  if (file === "/index.html") return "/";
  return file.endsWith("/index.html") ? file.slice(0, -"/index.html".length) : file;
}

/** The built file a URL path is served from, if any: a file, or a folder's index.html (a page). */
function fileServing(path: string, files: ReadonlySet<string>): string | undefined {
  // The server redirects `/about/` to `/about`.
  const trimmed = path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path;
  const candidates = [trimmed, `${trimmed === "/" ? "" : trimmed}/index.html`];
  return candidates.find((candidate) => files.has(candidate));
}

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * Checks every link to the site in every built HTML page: the path must be a built page or file
 * (or a server path), and a `#fragment` must name an element of its target page (or a symbol of an
 * SVG sprite). Each page and sprite is parsed once. Links to other origins, `mailto:` and `tel:` are
 * not checked; a query string does not matter.
 */
export async function checkLinks(clientDir: string, options: LinkCheckOptions): Promise<BrokenLink[]> {
  const files = await builtFiles(clientDir);
  const parsed = new Map<string, Promise<PageAnchors>>();
  const anchorsOf = (file: string) => {
    let anchors = parsed.get(file);
    if (!anchors) {
      const xml = file.endsWith(".svg");
      anchors = readFile(join(clientDir, file), "utf8").then((text) => readPage(text, { xml }));
      parsed.set(file, anchors);
    }
    return anchors;
  };
  const pages = [...files].filter((file) => file.endsWith(".html")).sort();
  // A few pages in flight, not all: at ×30 reading every page at once held 170 MB of HTML text.
  await runPool(pages, 4, async (file) => {
    await anchorsOf(file);
  });
  const broken: BrokenLink[] = [];
  for (const file of pages) {
    const page = pagePathOf(file);
    const base = new URL(page, options.origin);
    for (const link of (await anchorsOf(file)).links) {
      const report = (reason: string) =>
        broken.push({
          file: file.slice(1),
          page,
          url: link.url,
          where: link.where,
          offset: link.offset,
          reason,
        });
      let url: URL;
      try {
        url = new URL(link.url, base);
      } catch {
        report(brokenLinkReasons.notAUrl());
        continue;
      }
      if (url.origin !== base.origin) continue;
      const path = decoded(url.pathname);
      if (options.serverPaths.has(path)) continue;
      const target = fileServing(path, files);
      if (!target) {
        report(brokenLinkReasons.nothingAt(path));
        continue;
      }
      const fragment = decoded(url.hash.slice(1));
      // `#` and `#top` go to the top of a page (HTML's "scroll to the fragment"); other files' fragments are theirs.
      if (fragment === "" || (!target.endsWith(".html") && !target.endsWith(".svg"))) continue;
      const { ids } = await anchorsOf(target);
      if (!ids.has(fragment) && !(target.endsWith(".html") && fragment.toLowerCase() === "top"))
        report(brokenLinkReasons.noId(target === file ? undefined : pagePathOf(target), fragment));
    }
  }
  return broken;
}
