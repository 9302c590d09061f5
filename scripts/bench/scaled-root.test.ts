import { readdirSync, readFileSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { validateContent } from "../../pipeline/validate/validate.ts";
import { scaledRoot } from "./scaled-root.ts";

const repoRoot = resolve(import.meta.dirname, "../..");
const scaled = scaledRoot(2);

describe("scaledRoot", () => {
  afterAll(() => rmSync(scaled.root, { recursive: true, force: true }));

  it("doubles the collections that pile up and keeps the others", () => {
    const sample = (folder: string) =>
      readdirSync(join(repoRoot, "content", folder)).filter((name) => !name.startsWith(".")).length;
    expect(scaled.counts.blog).toBe(66);
    expect(scaled.counts.projects).toBe(2 * sample("projects"));
    expect(scaled.counts.projectDetails).toBe(2 * sample("project-details"));
    expect(scaled.counts.jobs).toBe(2 * sample("jobs"));
    expect(scaled.counts.services).toBe(sample("services"));
  });

  it("names every copy by its new id", () => {
    const post = readFileSync(join(scaled.root, "content/blog/newest-post-x1.md"), "utf8");
    expect(post).toMatch(/^slug: newest-post-x1$/m);
    expect(post).toMatch(/^date: 2026-02-13$/m);
  });

  // Validating 200 files with an empty validation cache takes 5–6 s on the shared 2 cores.
  it("grows content that validates: unique ids, every detail page's project exists", {
    timeout: 30_000,
  }, async () => {
    const validation = await validateContent(scaled.root);
    expect(validation.problems).toEqual([]);
    expect(validation.routes).toContain("/blog/page/6");
    expect(validation.routes).toContain("/projects/better-that-x1");
  });
});
