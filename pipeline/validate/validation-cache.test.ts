import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixtureRoot, repoRoot } from "../../tests/support/fixture-root.ts";
import type { FileCheck } from "./file-check.ts";
import { validateContent } from "./validate.ts";
import { ValidationCache } from "./validation-cache.ts";

/** A fixture tree with its own copy of the schemas, so that a test may edit one. */
function projectWithOwnSchemas(fixture: string) {
  const project = fixtureRoot(fixture);
  rmSync(join(project.root, "schemas"));
  cpSync(join(repoRoot, "schemas"), join(project.root, "schemas"), { recursive: true });
  return project;
}

const check = (message: string): FileCheck => ({
  parsed: false,
  problems: [{ file: "content/a.yaml", line: 2, column: 3, path: "$", rule: "yaml-syntax", message }],
});

describe("ValidationCache", () => {
  const project = projectWithOwnSchemas("content-problems");
  afterAll(project.remove);
  const hashA = ValidationCache.hashOf(Buffer.from("a: 1\n"));
  const hashB = ValidationCache.hashOf(Buffer.from("b: 2\n"));

  beforeAll(async () => {
    const cache = await ValidationCache.open(project.root);
    cache.store("content/a.yaml", hashA, check("first"));
    cache.store("content/b.yaml", hashB, check("second"));
    await cache.save([]);
  });

  it("gives back a stored check while the file's bytes are unchanged", async () => {
    const cache = await ValidationCache.open(project.root);
    expect(cache.find("content/a.yaml", hashA)).toEqual(check("first"));
  });

  it("has no check for a file whose bytes changed", async () => {
    const cache = await ValidationCache.open(project.root);
    expect(cache.find("content/a.yaml", ValidationCache.hashOf(Buffer.from("a: 2\n")))).toBeUndefined();
  });

  it("drops, on save, the checks of files no longer looked up (deleted files)", async () => {
    const cache = await ValidationCache.open(project.root);
    cache.find("content/a.yaml", hashA);
    await cache.save([]);
    const reopened = await ValidationCache.open(project.root);
    expect(reopened.find("content/b.yaml", hashB)).toBeUndefined();
    expect(reopened.find("content/a.yaml", hashA)).toEqual(check("first"));
  });

  it("has no check at all once any schema changed", async () => {
    const schema = join(project.root, "schemas/team.schema.json");
    writeFileSync(schema, `${readFileSync(schema, "utf8")}\n`);
    const cache = await ValidationCache.open(project.root);
    expect(cache.find("content/a.yaml", hashA)).toBeUndefined();
  });
});

describe("validateContent with the validation cache", () => {
  const project = projectWithOwnSchemas("content-problems");
  afterAll(project.remove);
  const path = (file: string) => join(project.root, file);

  it("reports the same problems, at the same lines, from the cache as without it", async () => {
    const cold = await validateContent(project.root);
    expect(existsSync(path(".cache/validation/checks.bin"))).toBe(true);
    const warm = await validateContent(project.root);
    // The fixture has problems of every kind: syntax, schema, and across files (ids, links).
    expect(new Set(cold.problems.map((problem) => problem.rule)).size).toBeGreaterThan(8);
    expect(warm.problems).toEqual(cold.problems);
    expect(warm.notices).toEqual(cold.notices);
    expect(warm.references.map(({ source, ...value }) => ({ file: source.file, ...value }))).toEqual(
      cold.references.map(({ source, ...value }) => ({ file: source.file, ...value })),
    );
  });

  it("checks a changed file again", async () => {
    const file = "content/projects/valid.yaml";
    writeFileSync(path(file), `${readFileSync(path(file), "utf8")}colour: blue\n`);
    const { problems } = await validateContent(project.root);
    expect(problems).toContainEqual(
      expect.objectContaining({ file, line: 10, column: 1, rule: "additionalProperties", path: "$.colour" }),
    );
  });

  it("forgets a deleted file", async () => {
    const file = "content/projects/wrong-type.yaml";
    expect((await validateContent(project.root)).problems.some((p) => p.file === file)).toBe(true);
    rmSync(path(file));
    expect((await validateContent(project.root)).problems.some((p) => p.file === file)).toBe(false);
  });

  it("checks every file again when a schema changes", async () => {
    const before = await validateContent(project.root);
    expect(before.problems.some((problem) => problem.rule === "maxLength")).toBe(false);
    const schema = path("schemas/projects.schema.json");
    const projects = JSON.parse(readFileSync(schema, "utf8")) as { properties: { title: object } };
    projects.properties.title = { ...projects.properties.title, maxLength: 5 };
    writeFileSync(schema, JSON.stringify(projects, null, 2));
    const { problems } = await validateContent(project.root);
    // "Valid Project" is unchanged since the last run, and too long for the new schema.
    expect(problems).toContainEqual(
      expect.objectContaining({
        file: "content/projects/valid.yaml",
        line: 3,
        rule: "maxLength",
        path: "$.title",
      }),
    );
  });
});
