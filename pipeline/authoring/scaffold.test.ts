import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { fixtureRoot } from "../../tests/support/fixture-root.ts";
import { validateContent } from "../validate/validate.ts";
import { entryCollectionNames, scaffoldEntry } from "./scaffold.ts";

describe("scaffoldEntry", () => {
  const fixture = fixtureRoot("content-problems");
  afterAll(fixture.remove);

  it("gives every collection an entry whose every TODO line, and only those, is a validation problem", async () => {
    const written: { file: string; text: string }[] = [];
    for (const name of entryCollectionNames()) {
      const result = scaffoldEntry(fixture.root, name, "brand-new");
      if (!result.ok) throw new Error(result.message);
      mkdirSync(dirname(join(fixture.root, result.file)), { recursive: true });
      writeFileSync(join(fixture.root, result.file), result.text);
      written.push(result);
    }
    const { problems } = await validateContent(fixture.root);
    for (const { file, text } of written) {
      const todoLines = text
        .split("\n")
        .flatMap((line, index) => (/^\w+: {2}# TODO$/.test(line) ? [index + 1] : []));
      expect(todoLines.length, file).toBeGreaterThan(0);
      const problemLines = new Set(
        problems.filter((problem) => problem.file === file).map((problem) => problem.line),
      );
      expect(
        [...problemLines].sort((a, b) => a - b),
        file,
      ).toEqual(todoLines);
    }
  }, 60_000);

  it("puts the schema's description above a field as a comment", () => {
    const result = scaffoldEntry(fixture.root, "projects", "acme-portal");
    expect(result.ok && result.text).toContain(
      "# URL slug; a detail record with the same id gives the project its own page.\nid: acme-portal\n",
    );
    expect(result.ok && result.file).toBe("content/projects/acme-portal.yaml");
  });

  it("writes Markdown collections as front matter and a body", () => {
    const result = scaffoldEntry(fixture.root, "jobs", "designer");
    expect(result.ok && result.file).toBe("content/jobs/designer.md");
    expect(result.ok && result.text).toMatch(
      /^---\n[\s\S]*\nid: designer\n[\s\S]*\n---\n\nTODO: write the description here/,
    );
  });

  it("without comments, writes site new's text less its comment lines, TODO marks and body placeholder", () => {
    for (const name of entryCollectionNames()) {
      // Another id than the first test's: its files are in the fixture now.
      const withComments = scaffoldEntry(fixture.root, name, "second-entry");
      const without = scaffoldEntry(fixture.root, name, "second-entry", { comments: false });
      if (!withComments.ok || !without.ok) throw new Error(`${name} refused`);
      const expected = withComments.text
        .split("\n")
        .filter((line) => !line.startsWith("#") && !line.startsWith("TODO: write the "))
        .map((line) => line.replace(/ {2}# TODO$/, ""))
        .join("\n");
      expect(without.text, name).toBe(expected);
      expect(without.text, name).not.toMatch(/#|TODO/);
      expect(without.file).toBe(withComments.file);
    }
  });

  it("refuses an unknown collection, an invalid id and an existing file", () => {
    expect(scaffoldEntry(fixture.root, "widgets", "a")).toMatchObject({
      ok: false,
      message: expect.stringContaining("unknown collection 'widgets'"),
    });
    expect(scaffoldEntry(fixture.root, "projects", "Acme Portal")).toMatchObject({
      ok: false,
      message: expect.stringContaining("not a valid id"),
    });
    const before = readFileSync(join(fixture.root, "content/projects/valid.yaml"), "utf8");
    expect(scaffoldEntry(fixture.root, "projects", "valid")).toEqual({
      ok: false,
      message: "content/projects/valid.yaml already exists: pick another id",
    });
    expect(readFileSync(join(fixture.root, "content/projects/valid.yaml"), "utf8")).toBe(before);
  });
});
