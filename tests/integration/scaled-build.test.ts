import { existsSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BuildResult, buildSite } from "../../pipeline/build/build.ts";
import { htmlFileOf } from "../../pipeline/prerender/prerender.ts";
import { scaledRoot } from "../../scripts/bench/scaled-root.ts";

/** The URL path of an absolute URL, "/" for the origin itself. */
function pathOf(url: string): string {
  return new URL(url).pathname;
}

// One whole build of the sample content grown twofold, the same growth `npm run bench -- --scale 30`
// builds thirtyfold: 66 posts (six listing pages), every project and job twice.
describe("a build of the content grown twofold", { timeout: 300_000 }, () => {
  const scaled = scaledRoot(2);
  let result: BuildResult | undefined;

  beforeAll(async () => {
    // Vike takes a build folder for absolute only when it starts like the working directory's (see
    // tests/integration/build.test.ts); the CLI runs in the project, so this build does too.
    const cwd = process.cwd();
    process.chdir(scaled.root);
    try {
      result = await buildSite(scaled.root);
    } finally {
      process.chdir(cwd);
    }
  }, 300_000);

  afterAll(() => rmSync(scaled.root, { recursive: true, force: true }));

  function builtRoutes(): string[] {
    if (result?.ok !== true) throw new Error(`the build failed: ${JSON.stringify(result).slice(0, 500)}`);
    return result.validation.routes;
  }

  const pageFile = (route: string) => htmlFileOf(join(scaled.root, "dist/client"), route);

  it("writes every page of the grown route table, each naming its own route as canonical", () => {
    const routes = builtRoutes();
    expect(routes).toContain("/blog/page/6");
    expect(routes).toContain("/projects/better-that-x1");
    expect(routes).toContain("/careers/senior-full-stack-developer-x1");
    expect(routes.length).toBeGreaterThan(100);
    const missing = routes.filter((route) => !existsSync(pageFile(route)));
    expect(missing).toEqual([]);
    const wrongCanonical = routes.filter((route) => {
      const canonical = readFileSync(pageFile(route), "utf8").match(
        /<link rel="canonical" href="([^"]+)"/,
      )?.[1];
      return canonical === undefined || pathOf(canonical) !== route;
    });
    expect(wrongCanonical).toEqual([]);
  });

  it("lists exactly the route table in the sitemap", () => {
    const routes = builtRoutes();
    const sitemap = readFileSync(join(scaled.root, "dist/client/sitemap.xml"), "utf8");
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => pathOf(match[1] as string));
    expect(listed.toSorted()).toEqual(routes.toSorted());
  });
});
