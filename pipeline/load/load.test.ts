import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { repoRoot } from "../../tests/support/fixture-root.ts";
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

  it("says a YAML file with nothing but blanks and comments is empty, not a value of the wrong kind", async () => {
    for (const text of ["", "\n  \n", "# to be written\n"]) {
      const path = join(dir, "emptied.yaml");
      writeFileSync(path, text);
      const result = await loadContentFile(path, "content/pages/about.yaml");
      expect(result.ok ? [] : result.problems).toEqual([
        expect.objectContaining({ line: 1, column: 1, rule: "empty-file", message: "the file is empty" }),
      ]);
    }
  });

  it("reports duplicate keys in YAML", async () => {
    const path = join(dir, "dupe.yaml");
    writeFileSync(path, "title: a\ntitle: b\n");
    const result = await loadContentFile(path, "content/x.yaml");
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems[0]).toMatchObject({ line: 2, rule: "yaml-syntax" });
  });
});

describe("loadContentFile on hostile files (tests/fixtures/hostile-content)", () => {
  const fixtures = join(repoRoot, "tests/fixtures/hostile-content/content");
  async function problemsOf(relative: string) {
    const result = await loadContentFile(join(fixtures, relative), `content/${relative}`);
    return result.ok ? [] : result.problems;
  }

  it("reports more than 100 aliases at the alias past the limit, without throwing", async () => {
    expect(await problemsOf("projects/alias-bomb.yaml")).toEqual([
      expect.objectContaining({ line: 104, column: 5, rule: "yaml-aliases" }),
    ]);
  });

  it("reports a NUL character at its line and column", async () => {
    expect(await problemsOf("projects/control-character.yaml")).toEqual([
      expect.objectContaining({
        line: 2,
        column: 13,
        rule: "control-character",
        message: "the text holds an invisible control character (U+0000)",
      }),
    ]);
  });

  it("reports bytes that are not UTF-8 at their line and column", async () => {
    expect(await problemsOf("projects/invalid-utf8.yaml")).toEqual([
      expect.objectContaining({ line: 2, column: 11, rule: "encoding" }),
    ]);
  });

  it("reports unknown tags such as !!js/function and !!binary, in YAML and in front matter", async () => {
    expect(await problemsOf("projects/unknown-tag.yaml")).toEqual([
      expect.objectContaining({
        line: 2,
        column: 8,
        rule: "yaml-tag",
        message: "unknown YAML tag '!!js/function'",
      }),
    ]);
    expect(await problemsOf("jobs/tagged-job.md")).toEqual([
      expect.objectContaining({
        line: 3,
        column: 8,
        rule: "yaml-tag",
        message: "unknown YAML tag '!!binary'",
      }),
    ]);
  });

  it("keeps valid non-ASCII text and a literal U+FFFD as they are", async () => {
    const path = join(dir, "accents.yaml");
    writeFileSync(path, "title: Café – Zürich \uFFFD\n");
    const result = await loadContentFile(path, "content/accents.yaml");
    expect(result.ok && result.source.data).toEqual({ title: "Café – Zürich \uFFFD" });
  });
});
