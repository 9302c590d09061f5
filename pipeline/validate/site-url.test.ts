import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { blogRoot } from "../../scripts/support/blog-root.ts";
import { validateContent } from "./validate.ts";

describe("the site's url in site.yaml", () => {
  const project = blogRoot();
  afterAll(project.remove);
  const siteFile = join(project.root, "content/site.yaml");
  const shipped = readFileSync(siteFile, "utf8");

  it.each([
    ["a trailing slash", "https://www.example.com/"],
    ["plain http", "http://www.example.com"],
    ["a path", "https://www.example.com/en"],
  ])("is reported at its line when it has %s", async (_, url) => {
    writeFileSync(siteFile, shipped.replace(/^url: .*$/m, `url: ${url}`));
    const { problems } = await validateContent(project.root);
    const line = shipped.split("\n").findIndex((text) => text.startsWith("url: ")) + 1;
    expect(problems).toEqual([
      expect.objectContaining({
        file: "content/site.yaml",
        line,
        path: "$.url",
        hint: expect.stringMatching(/no path and no trailing slash, e\.g\. https:\/\/www\.example\.com/),
      }),
    ]);
  });

  // `validate --launch` adds no rule of its own for it: every validate refuses it.
  it("is reported when it is missing", async () => {
    writeFileSync(siteFile, shipped.replace(/^url: .*\n/m, ""));
    const { problems } = await validateContent(project.root);
    expect(problems).toEqual([
      expect.objectContaining({
        file: "content/site.yaml",
        path: "$.url",
        message: "missing required field 'url'",
      }),
    ]);
  });
});
