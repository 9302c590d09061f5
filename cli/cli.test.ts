import { spawnSync } from "node:child_process";
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { MAX_CONTENT_FILE_BYTES } from "../pipeline/index.ts";
import { projectCopy } from "../scripts/support/project-copy.ts";
import { fixtureRoot, repoRoot } from "../tests/support/fixture-root.ts";

function site(args: string[], env: Record<string, string> = {}, nodeOptions: string[] = []) {
  const run = spawnSync(process.execPath, [...nodeOptions, join(repoRoot, "bin/site.js"), ...args], {
    cwd: repoRoot,
    env: { ...process.env, GITHUB_ACTIONS: "", GITHUB_STEP_SUMMARY: "", ...env },
    encoding: "utf8",
    // A command that never ends (a server left running) fails its test instead of hanging it.
    timeout: 45_000,
  });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

// Each test spawns the CLI; on a loaded 2-core machine one spawn can take seconds.
describe("site validate", { timeout: 30_000 }, () => {
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

  it("appends a table of the problems to $GITHUB_STEP_SUMMARY under GitHub Actions", () => {
    const folder = mkdtempSync(join(tmpdir(), "step-summary-"));
    try {
      const summaryFile = join(folder, "summary.md");
      writeFileSync(summaryFile, "earlier step\n");
      const run = site(["validate"], {
        SITE_ROOT: fixture.root,
        GITHUB_ACTIONS: "true",
        GITHUB_STEP_SUMMARY: summaryFile,
      });
      expect(run.code).toBe(1);
      const summary = readFileSync(summaryFile, "utf8");
      expect(summary).toMatch(/^earlier step\n### site validate\n/);
      expect(summary).toContain("| File:line | Field | Problem | Hint |");
      expect(summary).toContain(
        "| content/projects/wrong-type.yaml:2 | $.order | expected integer, got the text 'second' |  |",
      );
      expect(summary).toMatch(/\| did you mean 'E-commerce'\? \|$/m);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it("with --launch, refuses the sample content's placeholders, each at its file:line", () => {
    const run = site(["validate", "--launch"]);
    expect(run.code).toBe(1);
    // Line numbers are left out: the sample site.yaml changes; the unit tests pin positions.
    for (const expected of [
      /^content\/site\.yaml:\d+:\d+ {2}'hello@example\.com' is a placeholder address/m,
      /^content\/site\.yaml:\d+:\d+ {2}'5550 0100' is a fictional phone number/m,
      /^content\/site\.yaml:\d+:\d+ {2}'sample' marks sample text/m,
      /^content\/site\.yaml:\d+:\d+ {2}'1x00000000000000000000AA' is a Cloudflare Turnstile test key/m,
    ])
      expect(run.stdout).toMatch(expected);
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

describe("site validate on HTML a body loses", { timeout: 60_000 }, () => {
  const copy = projectCopy({ prefix: "site-body-html-" });
  afterAll(copy.remove);
  const job = "content/jobs/ui-ux-designer.md";
  const before = readFileSync(join(copy.root, job), "utf8");
  const scriptLine = before.split("\n").length + 1;
  writeFileSync(
    join(copy.root, job),
    `${before.trimEnd()}\n\n<script>alert(1)</script>\n\nAnd a [link](javascript:alert(1)).\n`,
  );

  it("says each as a warning at its line, and exits 0 as without it", () => {
    const run = site(["validate"], { SITE_ROOT: copy.root });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`warning: ${job}:${scriptLine}:1  raw HTML removed: <script>  ($.body)`);
    expect(run.stdout).toContain(
      `warning: ${job}:${scriptLine + 2}:14  link to 'javascript:alert(1)' removed: only its text is shown`,
    );
    expect(run.stdout).toMatch(/files checked, 0 problems, 2 warnings in/);
  });

  it("marks them severity warning in JSON and ::warning for GitHub", () => {
    const json = site(["validate", "--format", "json"], { SITE_ROOT: copy.root });
    expect(json.code).toBe(0);
    const problems = JSON.parse(json.stdout) as { rule: string; line: number; severity: string }[];
    expect(problems).toEqual([
      expect.objectContaining({ rule: "html-removed", line: scriptLine, severity: "warning" }),
      expect.objectContaining({ rule: "link-removed", line: scriptLine + 2, severity: "warning" }),
    ]);
    const github = site(["validate", "--format", "github"], { SITE_ROOT: copy.root });
    expect(github.code).toBe(0);
    expect(github.stdout).toContain(
      `::warning file=${job},line=${scriptLine},col=1,title=html-removed::raw HTML removed: <script> ($.body)`,
    );
    expect(github.stdout).not.toContain("::error");
  });
});

describe("site validate on symbolic links and oversized files", { timeout: 60_000 }, () => {
  const copy = projectCopy({ prefix: "site-links-" });
  const outside = mkdtempSync(join(tmpdir(), "site-outside-"));
  afterAll(() => {
    copy.remove();
    rmSync(outside, { recursive: true, force: true });
  });
  // A named pipe with no writer: opening it to read would block, so a read through the link hangs
  // the command (and fails the test) instead of passing unseen.
  const pipe = join(outside, "passwd");
  spawnSync("mkfifo", [pipe]);
  writeFileSync(join(outside, "project.yaml"), "id: 5\n");
  symlinkSync(pipe, join(copy.root, "content/images/site/leak.svg"));
  symlinkSync(join(outside, "project.yaml"), join(copy.root, "content/projects/linked.yaml"));
  symlinkSync(outside, join(copy.root, "content/images/linked-folder"));
  writeFileSync(
    join(copy.root, "content/projects/oversized.yaml"),
    `id: oversized\n# ${"x".repeat(MAX_CONTENT_FILE_BYTES)}\n`,
  );

  it("reports each link and the oversized file at its path, and reads neither through a link", () => {
    const run = site(["validate", "--format", "json"], { SITE_ROOT: copy.root });
    expect(run.code).toBe(1);
    const problems = JSON.parse(run.stdout) as {
      file: string;
      line: number;
      rule: string;
      severity: string;
    }[];
    expect(problems.map(({ file, line, rule, severity }) => `${file}:${line} ${rule} ${severity}`)).toEqual([
      "content/images/linked-folder:1 symbolic-link error",
      "content/images/site/leak.svg:1 symbolic-link error",
      "content/projects/linked.yaml:1 symbolic-link error",
      "content/projects/oversized.yaml:1 file-too-large error",
    ]);
  });
});

describe("site validate on hostile content", { timeout: 60_000 }, () => {
  const fixture = fixtureRoot("hostile-content");
  afterAll(fixture.remove);

  it("reports an alias bomb, control characters, bad bytes, unknown tags and a 20 MB value, and goes on", () => {
    writeFileSync(
      join(fixture.root, "content/projects/huge-value.yaml"),
      `id: huge-value\nindustry: ${"x".repeat(20 * 1024 * 1024)}\n`,
    );
    const started = performance.now();
    const run = site(["validate"], { SITE_ROOT: fixture.root });
    expect(performance.now() - started).toBeLessThan(30_000);
    expect(run.code).toBe(1);
    expect(run.stderr).toBe("");
    for (const expected of [
      "content/projects/alias-bomb.yaml:104:5  too many aliases",
      "content/projects/control-character.yaml:2:13  the text holds an invisible control character (U+0000)",
      "content/projects/invalid-utf8.yaml:2:11  the file is not valid UTF-8 text",
      "content/projects/unknown-tag.yaml:2:8  unknown YAML tag '!!js/function'",
      "content/jobs/tagged-job.md:3:8  unknown YAML tag '!!binary'",
      "content/projects/wrong-type.yaml:2:8  expected integer, got the text 'second'",
    ])
      expect(run.stdout).toContain(expected);
    // Past MAX_CONTENT_FILE_BYTES, the file is not parsed at all.
    expect(run.stdout).toContain(
      "content/projects/huge-value.yaml:1:1  the file is 20.0 MB: content files may be 1.0 MB at most, so it was not read",
    );
  });
});

describe("site dev", { timeout: 60_000 }, () => {
  const fixture = fixtureRoot("content-problems");
  afterAll(fixture.remove);

  it("exits 2 at once, saying why, on a server setting it refuses", () => {
    const run = site(["dev"], { SITE_ROOT: fixture.root, TRUST_PROXY: "true" });
    expect(run.stderr).toContain("TRUST_PROXY=true is no longer accepted");
    expect(run.code).toBe(2);
  });
});

describe("site build", { timeout: 60_000 }, () => {
  it("stops before building, saying why, on an API_ORIGIN that is no origin", () => {
    const empty = mkdtempSync(join(tmpdir(), "site-build-api-origin-"));
    try {
      const run = site(["build"], { SITE_ROOT: empty, API_ORIGIN: "https://api.example.com/api" });
      expect(run.stderr).toContain(
        'Build stopped: API_ORIGIN must be the API server\'s origin, like https://api.example.com (scheme, host and port only, no path: "https://api.example.com/api").',
      );
      expect(run.stderr).not.toMatch(/\n\s+at /);
      expect(run.code).toBe(1);
      expect(readdirSync(empty)).toEqual([]);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});

describe("site new", { timeout: 30_000 }, () => {
  const fixture = fixtureRoot("content-problems");
  afterAll(fixture.remove);

  it("writes the entry, prints the next steps, and refuses the same id again without touching the file", () => {
    const first = site(["new", "projects", "acme-portal"], { SITE_ROOT: fixture.root });
    expect(first.code).toBe(0);
    expect(first.stdout).toContain("Created content/projects/acme-portal.yaml");
    expect(first.stdout).toContain("npm run validate");
    const file = join(fixture.root, "content/projects/acme-portal.yaml");
    const written = readFileSync(file, "utf8");
    expect(written).toContain("id: acme-portal\n");
    writeFileSync(file, `${written}# edited\n`);

    const again = site(["new", "projects", "acme-portal"], { SITE_ROOT: fixture.root });
    expect(again.code).toBe(1);
    expect(again.stderr).toBe(
      "site new: content/projects/acme-portal.yaml already exists: pick another id\n",
    );
    expect(readFileSync(file, "utf8")).toBe(`${written}# edited\n`);

    const invalid = site(["new", "projects", "Acme_Portal"], { SITE_ROOT: fixture.root });
    expect(invalid.code).toBe(1);
    expect(invalid.stderr).toContain("'Acme_Portal' is not a valid id");
  });
});

describe("site mv and --at", { timeout: 30_000 }, () => {
  const fixture = projectCopy({ prefix: "site-cli-mv-" });
  afterAll(fixture.remove);

  it("moves an entry, says what it changed, and refuses a taken id with exit 1, changing nothing", () => {
    const env = { SITE_ROOT: fixture.root };
    expect(site(["new", "projects", "acme-portal"], env).code).toBe(0);
    const moved = site(["mv", "projects", "acme-portal", "acme-hub"], env);
    expect(moved.code).toBe(0);
    expect(moved.stdout).toContain(
      "Renamed content/projects/acme-portal.yaml → content/projects/acme-hub.yaml",
    );
    expect(existsSync(join(fixture.root, "content/projects/acme-portal.yaml"))).toBe(false);
    const text = readFileSync(join(fixture.root, "content/projects/acme-hub.yaml"), "utf8");
    expect(text).toContain("id: acme-hub\n");

    expect(site(["new", "projects", "acme-portal"], env).code).toBe(0);
    const refused = site(["mv", "projects", "acme-hub", "acme-portal"], env);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toBe(
      "site mv: content/projects/acme-portal.yaml already has id 'acme-portal' (nothing was changed)\n",
    );
    expect(readFileSync(join(fixture.root, "content/projects/acme-hub.yaml"), "utf8")).toBe(text);
  });

  it("refuses an --at that is no moment with exit 2, before building anything", () => {
    for (const command of ["validate", "build"]) {
      const run = site([command, "--at", "next tuesday"]);
      expect(run.code, command).toBe(2);
      expect(run.stderr, command).toContain("--at 'next tuesday' is no moment");
      expect(run.stderr, command).not.toMatch(/\n\s+at /);
    }
  });
});
