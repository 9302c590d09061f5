import { existsSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { fixtureRoot, repoRoot } from "../../tests/support/fixture-root.ts";
import { validateContent } from "./validate.ts";

/** One file per kind of problem in tests/fixtures/content-problems, and where it must be reported. */
const expected = [
  {
    file: "content/projects/syntax-error.yaml",
    line: 5,
    column: 1,
    rule: "yaml-syntax",
    hint: /line 3, column 8/,
  },
  { file: "content/projects/wrong-type.yaml", line: 2, column: 8, rule: "type", path: "$.order" },
  { file: "content/projects/missing-field.yaml", line: 1, column: 1, rule: "required", path: "$.title" },
  {
    file: "content/projects/extra-field.yaml",
    line: 10,
    column: 1,
    rule: "additionalProperties",
    path: "$.colour",
  },
  { file: "content/projects/duplicate-id.yaml", line: 1, column: 5, rule: "duplicate-id", path: "$.id" },
  { file: "content/projects/valid.yaml", line: 1, column: 5, rule: "duplicate-id", path: "$.id" },
  {
    file: "content/projects/missing-image.yaml",
    line: 5,
    column: 9,
    rule: "missing-image",
    path: "$.mockup",
  },
  {
    file: "content/pages/projects.yaml",
    line: 9,
    column: 11,
    rule: "broken-link",
    path: "$.closing.actions[0].to",
    hint: /'\/projects'/,
  },
  {
    file: "content/pages/projects.yaml",
    line: 10,
    column: 13,
    rule: "unknown-icon",
    path: "$.closing.actions[0].icon",
  },
  {
    file: "content/project-details/orphan.yaml",
    line: 1,
    column: 5,
    rule: "orphan-record",
    path: "$.id",
    hint: /'valid'/,
  },
  {
    file: "content/projects/near-miss.yaml",
    line: 7,
    column: 11,
    rule: "enum",
    path: "$.industry",
    hint: /did you mean 'E-commerce'\?/,
  },
];

describe("validateContent on a tree with one problem of each kind", async () => {
  const fixture = fixtureRoot("content-problems");
  afterAll(fixture.remove);
  const result = await validateContent(fixture.root);

  it.each(expected)("reports $rule in $file at $line:$column", (problem) => {
    const found = result.problems.find(
      (candidate) =>
        candidate.file === problem.file && candidate.rule === problem.rule && candidate.line === problem.line,
    );
    expect(found, JSON.stringify(result.problems, null, 2)).toBeDefined();
    expect(found?.column).toBe(problem.column);
    if (problem.path) expect(found?.path).toBe(problem.path);
    if (problem.hint) expect(found?.hint).toMatch(problem.hint);
  });

  it("reports every problem in one run and nothing else", () => {
    // Page files of collections the fixture does not supply are reported missing: not its subject.
    const inFixture = result.problems.filter((problem) => existsSync(join(fixture.root, problem.file)));
    expect(inFixture).toHaveLength(expected.length);
    expect(result.filesChecked).toBeGreaterThanOrEqual(16);
  });

  it("still checks the files after the one with a syntax error", () => {
    const files = new Set(result.problems.map((problem) => problem.file));
    expect(files.has("content/projects/wrong-type.yaml")).toBe(true);
  });
});

describe("validateContent on the shipped content", () => {
  it("finds no errors", async () => {
    const result = await validateContent(repoRoot);
    expect(result.problems).toEqual([]);
    expect(result.routes).toContain("/projects/lumiere-solutions");
  });
});

describe("validateContent on service pages with one problem each", async () => {
  const fixture = fixtureRoot("service-problems");
  afterAll(fixture.remove);
  const result = await validateContent(fixture.root);
  const errorIn = (file: string) =>
    result.problems.filter((problem) => problem.file === `content/services/${file}`);

  it("reports a missing section at the top of the file, with what the section is", () => {
    expect(errorIn("missing-section.yaml")).toEqual([
      expect.objectContaining({
        line: 1,
        column: 1,
        rule: "required",
        path: "$.snapshot",
        hint: expect.stringMatching(/snapshot/),
      }),
    ]);
  });

  it("reports a fifth process step at the list of steps", () => {
    expect(errorIn("five-steps.yaml")).toEqual([
      expect.objectContaining({
        line: 224,
        column: 5,
        rule: "maxItems",
        path: "$.process.steps",
        message: "allows at most 4 item(s) (found 5)",
        hint: "A process has exactly four steps.",
      }),
    ]);
  });

  it("reports an unknown group at its value, with the near miss", () => {
    expect(errorIn("unknown-group.yaml")).toEqual([
      expect.objectContaining({
        line: 2,
        column: 8,
        rule: "enum",
        path: "$.group",
        hint: "did you mean 'Infrastructure'?",
      }),
    ]);
  });
});
