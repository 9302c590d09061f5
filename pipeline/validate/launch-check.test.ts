import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { type Collection, collections } from "../collections.ts";
import { loadContentFile } from "../load/load.ts";
import type { SourceFile } from "../load/source-file.ts";
import { checkLaunch } from "./launch-check.ts";

const root = mkdtempSync(join(tmpdir(), "launch-check-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function collection(name: string): Collection {
  const found = collections.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no collection ${name}`);
  return found;
}

async function source(file: string, text: string): Promise<SourceFile> {
  mkdirSync(join(root, file, ".."), { recursive: true });
  writeFileSync(join(root, file), text);
  const result = await loadContentFile(join(root, file), file);
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.source;
}

describe("checkLaunch", () => {
  it("finds placeholders in values, at their line, with their field", async () => {
    const site = await source(
      "content/site.yaml",
      [
        "# a comment about example.com is not content",
        "url: https://www.northwind.dev",
        "email: hello@example.org",
        "phone: (02) 555-0142",
        "turnstileSiteKey: 3x00000000000000000000FF",
        "registrationNumber: ABN 12 345 678 901 (sample)",
        "tagline: Real code samples, real phone 02 9555 0142",
        "",
      ].join("\n"),
    );
    const problems = checkLaunch(root, [{ collection: collection("site"), sources: [site] }]);
    expect(problems.map(({ line, path, rule }) => ({ line, path, rule }))).toEqual([
      { line: 3, path: "$.email", rule: "launch-example-domain" },
      { line: 4, path: "$.phone", rule: "launch-fictional-phone" },
      { line: 5, path: "$.turnstileSiteKey", rule: "launch-turnstile-test-key" },
      { line: 6, path: "$.registrationNumber", rule: "launch-sample-text" },
    ]);
  });

  it("finds lorem ipsum in a Markdown body at its line in the file", async () => {
    const job = await source(
      "content/jobs/designer.md",
      "---\nid: designer\ntitle: Designer\n---\n\n## About\n\nLorem ipsum dolor sit amet.\n",
    );
    expect(checkLaunch(root, [{ collection: collection("jobs"), sources: [job] }])).toEqual([
      expect.objectContaining({ line: 8, column: 1, path: "$.body", rule: "launch-sample-text" }),
    ]);
  });
});
