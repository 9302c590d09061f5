import { spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { fixtureRoot, repoRoot } from "../tests/support/fixture-root.ts";

function site(args: string[], env: Record<string, string> = {}, nodeOptions: string[] = []) {
  const run = spawnSync(process.execPath, [...nodeOptions, join(repoRoot, "bin/site.js"), ...args], {
    cwd: repoRoot,
    env: { ...process.env, GITHUB_ACTIONS: "", ...env },
    encoding: "utf8",
  });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

describe("site validate", () => {
  const fixture = fixtureRoot("content-problems");
  afterAll(fixture.remove);

  // A whole CLI process that reads every content file: it took over 5 s on a busy 2-core machine.
  it("exits 0 on the shipped content with a summary line counting every content file", () => {
    const run = site(["validate"]);
    expect(run.code).toBe(0);
    const contentFiles = readdirSync(join(repoRoot, "content"), { recursive: true, encoding: "utf8" }).filter(
      (file) => /\.(ya?ml|md)$/.test(file),
    );
    expect(contentFiles.length).toBeGreaterThan(0);
    expect(run.stdout).toMatch(
      new RegExp(`^${contentFiles.length} files checked, 0 problems in \\d+\\.\\d+s$`, "m"),
    );
  }, 30_000);

  it("exits 1 and prints file:line:column for content problems", () => {
    const run = site(["validate"], { SITE_ROOT: fixture.root });
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(
      "content/projects/wrong-type.yaml:2:8  expected integer, got the text 'second'  ($.order)",
    );
    expect(run.stdout).toContain("hint: did you mean 'E-commerce'?");
    expect(run.stdout).toMatch(/\d+ files checked, \d+ problems(, \d+ warnings?)? in/);
  });

  it("prints a JSON array with --format json", () => {
    const run = site(["validate", "--format", "json"], { SITE_ROOT: fixture.root });
    expect(run.code).toBe(1);
    const problems = JSON.parse(run.stdout) as {
      file: string;
      line: number;
      column: number;
      path: string;
      rule: string;
      message: string;
      severity: string;
    }[];
    const inFixture = problems.filter(
      (problem) => problem.severity === "error" && existsSync(join(fixture.root, problem.file)),
    );
    expect(inFixture).toHaveLength(11);
    expect(problems).toContainEqual(
      expect.objectContaining({
        file: "content/projects/missing-image.yaml",
        line: 5,
        column: 9,
        path: "$.mockup",
        rule: "missing-image",
      }),
    );
  });

  it("prints GitHub annotations with --format github, and by default under GitHub Actions", () => {
    const explicit = site(["validate", "--format", "github"], { SITE_ROOT: fixture.root });
    const automatic = site(["validate"], { SITE_ROOT: fixture.root, GITHUB_ACTIONS: "true" });
    for (const run of [explicit, automatic]) {
      expect(run.code).toBe(1);
      expect(run.stdout).toMatch(
        /^::error file=content\/projects\/wrong-type\.yaml,line=2,col=8,title=type::expected integer/m,
      );
    }
  });

  it("exits 2 without a stack trace on a usage error", () => {
    const run = site(["validate", "--format", "xml"]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("unknown --format 'xml'");
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });

  it("never loads sharp, Vite or Vike (it is the fast CI gate)", () => {
    const run = site(["validate"], {}, ["--import", join(repoRoot, "tests/support/trace-imports.mjs")]);
    expect(run.code).toBe(0);
    const imported = run.stderr.split("\n").filter((line) => line.startsWith("import: "));
    expect(imported.some((line) => line.includes("yaml"))).toBe(true);
    expect(imported.filter((line) => /\b(sharp|vite|vike)\b/.test(line))).toEqual([]);
  });

  it("exits 2 on an unknown command", () => {
    expect(site(["deploy"]).code).toBe(2);
  });
});
