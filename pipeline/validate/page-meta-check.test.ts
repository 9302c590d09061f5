import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { blogRoot } from "../../scripts/support/blog-root.ts";
import { validateContent } from "./validate.ts";

describe("page titles and descriptions", async () => {
  const project = blogRoot();
  afterAll(project.remove);
  const edit = (file: string, change: (text: string) => string) => {
    const path = join(project.root, "content", file);
    writeFileSync(path, change(readFileSync(path, "utf8")));
  };
  edit("pages/projects.yaml", (text) =>
    text.replace("title: Our Projects", "title: About Northwind Digital"),
  );
  const aboutDescription = /metaDescription: >-\n(?: {2}.*\n)+/.exec(
    readFileSync(join(project.root, "content/pages/about.yaml"), "utf8"),
  )?.[0];
  edit("pages/projects.yaml", (text) =>
    text.replace(/metaDescription: >-\n(?: {2}.*\n)+/, aboutDescription ?? ""),
  );
  const { problems } = await validateContent(project.root);

  it("reports a title another page has at the later file, naming the first", () => {
    expect(problems).toContainEqual(
      expect.objectContaining({
        file: "content/pages/about.yaml",
        line: 1,
        path: "$.title",
        rule: "duplicate-title",
        message: "the same title as content/pages/projects.yaml:1",
      }),
    );
  });

  it("reports a description another page has", () => {
    expect(problems).toContainEqual(
      expect.objectContaining({
        file: "content/pages/about.yaml",
        line: 2,
        path: "$.metaDescription",
        rule: "duplicate-description",
        message: "the same description as content/pages/projects.yaml:2",
      }),
    );
  });

  it("finds nothing else", () => {
    expect(problems).toHaveLength(2);
  });
});
