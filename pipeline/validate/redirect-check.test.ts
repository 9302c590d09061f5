import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ProjectCopy, projectCopy } from "../../scripts/support/project-copy.ts";
import type { Problem } from "../problems/problems.ts";
import { validateContent } from "./validate.ts";

const REDIRECTS = `# Old addresses.
- from: /services/web-design
  to: /services/website-design
- from: /about
  to: /contact
- from: /old-careers
  to: /jobs
- from: /first
  to: /second
- from: /second
  to: /services/website-design
- from: /ping
  to: /pong
- from: /pong
  to: /ping
- from: /services/web-design
  to: /services/ux-ui-design
  status: 302
- from: /partners
  to: https://partners.example.org/northwind
  status: 307
`;

/** Line of the first line of `text` that is exactly `needle`. */
function lineOf(text: string, needle: string, nth = 0): number {
  const lines = text.split("\n");
  const found = lines.flatMap((line, index) => (line === needle ? [index + 1] : []));
  return found[nth] ?? 0;
}

describe("content/redirects.yaml", () => {
  let project: ProjectCopy;
  let problems: Problem[] = [];
  let redirects: { from: string; to: string; status: number }[] = [];

  beforeAll(async () => {
    project = projectCopy({ prefix: "site-redirects-" });
    writeFileSync(join(project.root, "content/redirects.yaml"), REDIRECTS);
    // A published page still links to an old address.
    const finance = join(project.root, "content/industries/finance.yaml");
    writeFileSync(finance, readFileSync(finance, "utf8").replace("to: /contact", "to: /services/web-design"));
    const result = await validateContent(project.root);
    problems = result.problems;
    redirects = result.redirects;
  });
  afterAll(() => project.remove());

  const at = (line: number) =>
    problems.filter((problem) => problem.file === "content/redirects.yaml" && problem.line === line);

  it("reports each broken rule at its line: a page as from, a target that is no page, a chain, a loop, a duplicate", () => {
    expect(at(lineOf(REDIRECTS, "- from: /about"))).toEqual([
      expect.objectContaining({ rule: "redirect-from-page", path: "$[1].from" }),
    ]);
    expect(at(lineOf(REDIRECTS, "  to: /jobs"))).toEqual([
      expect.objectContaining({
        rule: "redirect-target-missing",
        message: "'/jobs' is no page of the site",
        path: "$[2].to",
      }),
    ]);
    expect(at(lineOf(REDIRECTS, "  to: /second"))).toEqual([
      expect.objectContaining({
        rule: "redirect-chain",
        hint: "point it straight at /services/website-design",
      }),
    ]);
    expect(at(lineOf(REDIRECTS, "  to: /pong"))).toEqual([
      expect.objectContaining({
        rule: "redirect-loop",
        message: "redirects in a loop: /ping → /pong → /ping",
      }),
    ]);
    expect(at(lineOf(REDIRECTS, "  to: /ping"))).toEqual([
      expect.objectContaining({ rule: "redirect-loop" }),
    ]);
    expect(at(lineOf(REDIRECTS, "- from: /services/web-design", 1))).toEqual([
      expect.objectContaining({
        rule: "redirect-duplicate",
        message: "'/services/web-design' is redirected twice: also on line 2",
      }),
    ]);
  });

  it("takes a rule to a page or to an https:// address, with its status", () => {
    expect(at(lineOf(REDIRECTS, "- from: /services/web-design"))).toEqual([]);
    expect(at(lineOf(REDIRECTS, "  to: https://partners.example.org/northwind"))).toEqual([]);
    expect(redirects).toContainEqual({
      from: "/services/web-design",
      to: "/services/website-design",
      status: 301,
    });
    expect(redirects).toContainEqual({
      from: "/partners",
      to: "https://partners.example.org/northwind",
      status: 307,
    });
  });

  it("reports a link to an old address at its line, saying where the page is now", () => {
    expect(problems.filter((problem) => problem.file === "content/industries/finance.yaml")).toEqual([
      expect.objectContaining({
        rule: "redirected-link",
        message: "'/services/web-design' is an old address that only redirects",
        hint: "now at /services/website-design: link there",
        path: expect.stringMatching(/\.to$/),
      }),
    ]);
  });
});
