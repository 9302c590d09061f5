import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { isImmutablePath } from "../../contracts/cache-rules.ts";
import {
  CDN_FOLDERS,
  CDN_HEADERS_FILE,
  CDN_REDIRECTS_FILE,
  PAGES_ROUTES_FILE,
  PAGES_WORKER_FILE,
} from "../../contracts/deploy-files.ts";
import { builtRoot } from "../support/paths.ts";
import { builtRoutes } from "../support/route-table.ts";

function filesEndingWith(dir: string, ending: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesEndingWith(path, ending);
    return entry.name.endsWith(ending) ? [path] : [];
  });
}

/** The project the served build was made in: the working copy, or the setup's temporary copy. */
const root = builtRoot();

describe("the build the tests run against", () => {
  it("is a production build even when built under vitest (NODE_ENV=test)", () => {
    const files = filesEndingWith(join(root, "dist/client/assets"), ".js");
    expect(files.length).toBeGreaterThan(0);
    const development = files.filter((file) =>
      readFileSync(file, "utf8").includes("Download the React DevTools"),
    );
    expect(development).toEqual([]);
  });

  it("carries the site's stylesheet inside every page, after the charset, and links none", () => {
    const [stylesheet, ...others] = filesEndingWith(join(root, "dist/client/assets"), ".css");
    expect(others).toEqual([]);
    const css = readFileSync(stylesheet as string, "utf8");
    const pages = filesEndingWith(join(root, "dist/client"), ".html");
    expect(pages.length).toBeGreaterThan(30);
    for (const page of pages) {
      const html = readFileSync(page, "utf8");
      const where = relative(root, page);
      expect(html, where).toContain(`<style>${css}</style></head>`);
      expect(html, where).not.toMatch(/<link[^>]+rel="stylesheet"/);
      expect(html.slice(0, 1024), where).toMatch(/<meta charset="UTF-8"/i);
    }
  });

  it("holds every public file, the ones in the immutable, content-hashed folders as links to the generated ones", () => {
    const publicDir = join(root, "site/generated/public");
    const publicFiles = filesEndingWith(publicDir, "");
    expect(publicFiles.length).toBeGreaterThan(100);
    const hashed = publicFiles.filter((file) => isImmutablePath(`/${relative(publicDir, file)}`));
    expect(hashed.length).toBeGreaterThan(100);
    for (const file of publicFiles) {
      const built = join(root, "dist/client", relative(publicDir, file));
      expect(readFileSync(built).equals(readFileSync(file)), relative(root, built)).toBe(true);
      if (hashed.includes(file)) expect(statSync(built).ino, relative(root, built)).toBe(statSync(file).ino);
    }
  });
});

describe("the folder the build writes for each CDN", () => {
  const folderFiles = (host: keyof typeof CDN_FOLDERS) =>
    filesEndingWith(join(root, "dist", CDN_FOLDERS[host]), "")
      .map((file) =>
        relative(join(root, "dist", CDN_FOLDERS[host]), file)
          .split("\\")
          .join("/"),
      )
      .sort();
  const RULE_FILES = {
    cloudflare: [CDN_HEADERS_FILE, CDN_REDIRECTS_FILE, PAGES_ROUTES_FILE, PAGES_WORKER_FILE],
    netlify: [CDN_HEADERS_FILE, CDN_REDIRECTS_FILE],
  };

  it("holds no dotfile, source map or precompressed copy, and only its own host's rule files", () => {
    for (const host of ["cloudflare", "netlify"] as const) {
      const files = folderFiles(host);
      expect(
        files.filter((file) => /(?:^|\/)\.|\.map$|\.(?:br|gz)$/.test(file)),
        host,
      ).toEqual([]);
      expect(
        files.filter((file) => file.startsWith("_")),
        host,
      ).toEqual([...RULE_FILES[host]].sort());
    }
    const withoutRules = (host: keyof typeof CDN_FOLDERS) =>
      folderFiles(host).filter((file) => !(RULE_FILES[host] as string[]).includes(file));
    expect(withoutRules("netlify")).toEqual(withoutRules("cloudflare"));
  });

  it("holds every page as <route>.html, a hard link to the page the Node server serves", () => {
    expect(builtRoutes.length).toBeGreaterThan(30);
    for (const host of ["cloudflare", "netlify"] as const) {
      for (const route of builtRoutes) {
        const page = route === "/" ? "index.html" : `${route.slice(1)}.html`;
        const served = join(root, "dist/client", route, "index.html");
        expect(statSync(join(root, "dist", CDN_FOLDERS[host], page)).ino, `${host}: ${page}`).toBe(
          statSync(served).ino,
        );
      }
    }
  });
});
