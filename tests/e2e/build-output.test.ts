import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { isImmutablePath } from "../../contracts/cache-rules.ts";
import { builtRoot } from "../support/paths.ts";

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
