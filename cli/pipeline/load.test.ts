import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadContentFile } from "./load.ts";
import { locate } from "./source-file.ts";

const dir = mkdtempSync(join(tmpdir(), "site-load-"));

describe("loadContentFile", () => {
  it("counts front-matter lines from the top of the Markdown file", async () => {
    const path = join(dir, "post.md");
    writeFileSync(path, "---\ntitle: Hello\ntags:\n  - one\n  - 2\n---\n# Body\n\nText.\n");
    const result = await loadContentFile(path, "content/blog/post.md");
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    expect(result.source.data).toEqual({ title: "Hello", tags: ["one", 2] });
    expect(result.source.body).toContain("# Body");
    expect(locate(result.source, ["tags", 1])).toEqual({ line: 5, column: 5 });
  });

  it("reports a syntax error in front matter at its line in the file", async () => {
    const path = join(dir, "broken.md");
    writeFileSync(path, "---\ntitle: ok\ntags: [one\nauthor: x\n---\nBody\n");
    const result = await loadContentFile(path, "content/blog/broken.md");
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems[0]?.rule).toBe("yaml-syntax");
    expect(result.problems[0]?.hint).toMatch(/line 3, column 7/);
  });

  it("reports a Markdown file without front matter", async () => {
    const path = join(dir, "bare.md");
    writeFileSync(path, "# Just a body\n");
    const result = await loadContentFile(path, "content/blog/bare.md");
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems[0]).toMatchObject({ line: 1, column: 1, rule: "front-matter" });
  });

  it("reports duplicate keys in YAML", async () => {
    const path = join(dir, "dupe.yaml");
    writeFileSync(path, "title: a\ntitle: b\n");
    const result = await loadContentFile(path, "content/x.yaml");
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems[0]).toMatchObject({ line: 2, rule: "yaml-syntax" });
  });
});
