import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { blogRoot } from "../../scripts/support/blog-root.ts";
import { idOf } from "../routes/routes.ts";
import { validateContent } from "../validate/validate.ts";

describe("a job past its closing date", async () => {
  const project = blogRoot();
  afterAll(project.remove);
  const open = readFileSync(join(project.root, "content/jobs/ui-ux-designer.md"), "utf8");
  const closed = open
    .replace("id: ui-ux-designer", "id: closed-role")
    .replace(/^validThrough: .*$/m, "validThrough: 2026-03-31");
  writeFileSync(join(project.root, "content/jobs/closed-role.md"), closed);
  const result = await validateContent(project.root, "2026-04-01");
  const line = closed.split("\n").findIndex((text) => text.startsWith("validThrough:")) + 1;

  it("is no problem: validation passes", () => {
    expect(result.problems).toEqual([]);
  });

  it("is reported as a notice at its closing date", () => {
    expect(result.notices).toEqual([
      expect.objectContaining({
        file: "content/jobs/closed-role.md",
        line,
        rule: "closed",
        message: expect.stringMatching(/closed on 2026-03-31: not built/),
      }),
    ]);
  });

  it("has no page and is in no listing; the open jobs are", () => {
    expect(result.routes).not.toContain("/careers/closed-role");
    expect(result.routes).toContain("/careers/ui-ux-designer");
    const jobs = result.collections.find(({ collection }) => collection.name === "jobs");
    expect(jobs?.sources.map((source) => idOf(source.data, "id"))).not.toContain("closed-role");
  });

  it("is still built on its closing day", async () => {
    const onTheDay = await validateContent(project.root, "2026-03-31");
    expect(onTheDay.notices).toEqual([]);
    expect(onTheDay.routes).toContain("/careers/closed-role");
  });
});
