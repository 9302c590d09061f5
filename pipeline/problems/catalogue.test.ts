import { cpSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { fixtureRoot, repoRoot } from "../../tests/support/fixture-root.ts";
import { MAX_CONTENT_FILE_BYTES } from "../load/content-limits.ts";
import { checkLaunch } from "../validate/launch-check.ts";
import { validateContent } from "../validate/validate.ts";
import { brokenLinkReasons, catalogue, type ParamsArgs, type Rule, type Said, say } from "./catalogue.ts";

/** The rules that `site validate --launch` reports (problems and notices) on a project root. */
async function rulesReported(root: string): Promise<Set<Rule>> {
  const result = await validateContent(root, "2026-06-01");
  const launch = checkLaunch(root, result.collections);
  return new Set([...result.problems, ...result.notices, ...launch].map((problem) => problem.rule));
}

describe("the catalogue of problems", () => {
  // tests/fixtures/every-rule has a file that breaks each rule of the content; the two rules about
  // schemas need a schema with mistakes, made here in a copy of schemas/.
  const fixture = fixtureRoot("every-rule");
  afterAll(fixture.remove);
  const path = (file: string) => join(fixture.root, file);
  function edit(file: string, from: string, to: string): void {
    const text = readFileSync(path(file), "utf8");
    if (!text.includes(from)) throw new Error(`${file} holds no ${from}`);
    writeFileSync(path(file), text.replace(from, to));
  }
  rmSync(path("schemas"));
  cpSync(join(repoRoot, "schemas"), path("schemas"), { recursive: true });
  edit("schemas/team.schema.json", '"x-image": "team"', '"x-image": "teams"');
  edit("schemas/projects.schema.json", '"minimum": 1,', '"minimum": 1,\n      "multipleOf": 2,');
  // Two files git should not hold: a link out of content/, and a file past the size limit.
  symlinkSync(join(repoRoot, "package.json"), path("content/projects/linked.yaml"));
  writeFileSync(
    path("content/projects/oversized.yaml"),
    `id: oversized\n# ${"x".repeat(MAX_CONTENT_FILE_BYTES)}\n`,
  );

  it("has an entry for every rule the engine reports, and the engine reports every entry", async () => {
    const reported = await rulesReported(fixture.root);
    // hero.video is the only media value of the schemas: it is broken in two ways, one at a time.
    edit("content/pages/home.yaml", "video: gone.webm", "video: clip.mov");
    for (const rule of await rulesReported(fixture.root)) reported.add(rule);
    expect([...reported].sort()).toEqual(Object.keys(catalogue).sort());
  });

  it("has its own entry for every keyword the schemas validate with", () => {
    // Keywords that report nothing themselves: annotations, references, and those whose
    // subschemas report.
    const silent = new Set(["$id", "$ref", "$defs", "title", "description", "examples", "default"]);
    for (const keyword of ["properties", "items", "allOf"]) silent.add(keyword);
    const used = new Set<string>();
    const walk = (schema: unknown): void => {
      if (typeof schema !== "object" || schema === null || Array.isArray(schema)) return;
      for (const [keyword, value] of Object.entries(schema)) {
        if (!silent.has(keyword) && !keyword.startsWith("x-")) used.add(keyword);
        if (["properties", "$defs", "dependencies"].includes(keyword))
          for (const named of Object.values(value as object)) walk(named);
        else if (["items", "additionalProperties", "not"].includes(keyword)) walk(value);
        else if (["anyOf", "oneOf", "allOf"].includes(keyword)) for (const branch of value) walk(branch);
      }
    };
    for (const file of readdirSync(join(repoRoot, "schemas")))
      walk(JSON.parse(readFileSync(join(repoRoot, "schemas", file), "utf8")));
    expect(used.size).toBeGreaterThan(10);
    const withoutEntry = [...used].filter(
      (keyword) => !Object.hasOwn(catalogue, keyword) || keyword === "schema",
    );
    expect(withoutEntry).toEqual([]);
  });

  it("words every message and hint by the mechanical rules of its guide", () => {
    const texts = Object.entries(examples).flatMap(([rule, cases]) =>
      cases.flatMap((args) => {
        const said = (say as (rule: string, ...args: unknown[]) => Said)(rule, ...args);
        return [
          { rule, kind: "message", text: said.message },
          ...(said.hint === undefined ? [] : [{ rule, kind: "hint", text: said.hint }]),
        ];
      }),
    );
    expect(texts.length).toBeGreaterThan(Object.keys(catalogue).length * 1.5);
    const broken = texts.flatMap(({ rule, kind, text }) => {
      const faults = [
        text === "" && "is empty",
        text !== text.trim() && "has a space at an end",
        /\s{2}/.test(text) && "has two spaces in a row",
        /[\r\n]/.test(text) && "has a line break",
        /[.:;,]$/.test(text) && "ends with punctuation other than ? or …",
        /^(error|warning|notice|hint)\b/i.test(text) && "starts with a label",
        !/^([a-z'"0-9]|YAML\b|Markdown\b)/.test(text) && "starts with a capital that is no name",
        /undefined|NaN|\[object /.test(text) && "shows a value that was not given",
      ].filter((fault) => typeof fault === "string");
      return faults.map((fault) => `${rule} ${kind} ${fault}: ${text}`);
    });
    expect(broken).toEqual([]);
  });
});

function builtLink(reason: string, inContent: boolean) {
  return { kind: "built", url: "/gone#top", page: "/blog/a", reason, inContent } as const;
}

/**
 * Parameters for each rule, covering each way its words can go. Texts a schema or the schema
 * validator supplies are stand-ins here: they are quoted as written, whatever their punctuation.
 */
const examples: { [R in Rule]: ParamsArgs<R>[] } = {
  "missing-file": [[]],
  "symbolic-link": [[]],
  "file-too-large": [[{ size: "29.0 MB", limit: "1 MB" }]],
  "html-removed": [[{ element: "script" }], [{ element: "img", attribute: "onerror", value: "alert(1)" }]],
  "link-removed": [
    [{ kind: "link", url: "javascript:alert(1)" }],
    [{ kind: "image", url: "https://elsewhere.example/pixel.png" }],
  ],
  encoding: [[]],
  "control-character": [[{ code: "001B" }]],
  "empty-file": [[]],
  "front-matter": [[]],
  "yaml-syntax": [
    [{ kind: "error", said: "Map keys must be unique", opener: undefined }],
    [{ kind: "error", said: "Flow sequence must end with a ]", opener: { line: 2, column: 7 } }],
    [{ kind: "warning", said: "Unknown directive %FOO" }],
  ],
  "yaml-tag": [[{ tag: "!!js/function" }]],
  "yaml-aliases": [[{ limit: 100, alias: "word" }]],
  required: [
    [{ field: "title", description: "the project's name on its card" }],
    [{ field: "title", description: undefined }],
  ],
  additionalProperties: [
    [{ field: "titel", nearest: "title", known: ["id", "title"] }],
    [{ field: "colour", nearest: undefined, known: ["id", "title"] }],
    [{ field: "colour", nearest: undefined, known: [] }],
  ],
  enum: [
    [{ value: "the text 'Helthcare'", nearest: "Healthcare", allowed: ["Healthcare", "RTO"] }],
    [{ value: "a list", nearest: undefined, allowed: ["Healthcare", "RTO"] }],
  ],
  type: [[{ expected: "integer", value: "the text 'second'" }]],
  minItems: [
    [{ limit: 1, found: 0, description: "one to four short labels" }],
    [{ limit: 1, found: undefined, description: undefined }],
  ],
  maxItems: [[{ limit: 4, found: 5, description: "one to four short labels" }]],
  minLength: [[{ limit: 1 }], [{ limit: 50 }]],
  maxLength: [[{ limit: 240 }]],
  pattern: [
    [{ value: "the text 'Bad_Id'", pattern: "^[a-z0-9]+$", patternHint: "a two-letter country code" }],
    [{ value: "the text 'Bad_Id'", pattern: "^[a-z0-9]+$", patternHint: undefined }],
  ],
  format: [[{ value: "the text 'not a link'", format: "uri" }]],
  anyOf: [[{ value: "the text 'x'", description: "the live site, or '#' when there is none" }]],
  const: [[{ keyword: "const", said: "must be equal to constant" }]],
  dependencies: [
    [{ keyword: "dependencies", said: "must have property summary when property featured is present" }],
  ],
  minimum: [[{ keyword: "minimum", said: "must be >= 1" }]],
  maximum: [[{ keyword: "maximum", said: "must be <= 5" }]],
  minProperties: [[{ keyword: "minProperties", said: "must NOT have fewer than 2 properties" }]],
  maxProperties: [[{ keyword: "maxProperties", said: "must NOT have more than 2 properties" }]],
  uniqueItems: [[{ keyword: "uniqueItems", said: "must NOT have duplicate items" }]],
  schema: [
    [{ keyword: "multipleOf", said: "must be multiple of 2" }],
    [{ keyword: "multipleOf", said: undefined }],
  ],
  "image-path": [[{ path: "/images/a.jpg" }]],
  "image-type": [[{ path: "projects/a.bmp" }]],
  "missing-image": [[{ path: "projects/a.jpg" }]],
  "media-path": [[{ path: "clip.mov" }]],
  "missing-media": [[{ path: "gone.webm" }]],
  "broken-link": [
    [{ kind: "route", link: "/contct", nearest: "/contact" }],
    [{ kind: "route", link: "/nowhere", nearest: undefined }],
    [builtLink(brokenLinkReasons.notAUrl(), true)],
    [builtLink(brokenLinkReasons.nothingAt("/gone"), true)],
    [builtLink(brokenLinkReasons.noId("/about", "team"), false)],
    [builtLink(brokenLinkReasons.noId(undefined, "top"), false)],
  ],
  "unpublished-link": [
    [{ link: "/blog/next", file: "content/blog/next.md", state: "draft" }],
    [
      {
        link: "/blog/next",
        file: "content/blog/next.md",
        state: "scheduled",
        when: "2026-06-02 09:00 (Australia/Sydney)",
      },
    ],
    [
      {
        link: "/careers/old",
        file: "content/jobs/old.md",
        state: "expired",
        when: "2026-06-01 00:00 (Australia/Sydney)",
      },
    ],
  ],
  "redirected-link": [[{ link: "/services/old", to: "/services/new" }]],
  "unknown-icon": [[{ name: "arow-right" }]],
  "duplicate-id": [
    [{ field: "id", id: "acme", others: ["content/projects/a.yaml", "content/projects/b.yaml"] }],
  ],
  "orphan-record": [
    [{ owner: "projects", field: "id", id: "acme-portl", nearest: "acme-portal" }],
    [{ owner: "projects", field: "id", id: "nobody", nearest: undefined }],
  ],
  "duplicate-title": [[{ where: "content/pages/about.yaml:1" }]],
  "duplicate-description": [[{ where: "content/pages/about.yaml:2" }]],
  "description-length": [[{ length: 21, min: 50, max: 160 }], [{ length: 195, min: 50, max: 160 }]],
  "unknown-image-preset": [
    [{ preset: "cards", nearest: "card", presets: ["card", "hero"] }],
    [{ preset: "zzz", nearest: undefined, presets: ["card", "hero"] }],
  ],
  closed: [[{ date: "2020-01-31", field: "validThrough" }]],
  "redirect-duplicate": [[{ from: "/old", line: 3 }]],
  "redirect-from-page": [[{ from: "/about" }]],
  "redirect-target-missing": [[{ to: "/abut", nearest: "/about" }], [{ to: "/nowhere", nearest: undefined }]],
  "redirect-chain": [[{ to: "/b", next: "/c", final: "/about" }]],
  "redirect-loop": [[{ cycle: ["/a", "/b", "/a"] }]],
  "unknown-time-zone": [[{ zone: "Sydney" }]],
  draft: [[]],
  scheduled: [[{ when: "2026-06-02 09:00 (Australia/Sydney)", at: "2026-06-02T09:00:00+10:00" }]],
  expired: [[{ when: "2026-06-01 00:00 (Australia/Sydney)", field: "expireAt" }]],
  "launch-example-domain": [[{ found: "hello@example.com", inBody: false }]],
  "launch-fictional-phone": [[{ found: "555-0123", inBody: false }]],
  "launch-turnstile-test-key": [[{ found: "1x00000000000000000000AA", inBody: false }]],
  "launch-sample-text": [[{ found: "lorem ipsum", inBody: true }], [{ found: "sample", inBody: false }]],
};
