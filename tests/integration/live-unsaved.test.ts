import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LiveSite } from "../../pipeline/live/live-site.ts";
import { type ProjectCopy, projectCopy } from "../../scripts/support/project-copy.ts";

const FILE = "content/industries/finance.yaml";

/** Every generated module's text, joined: where a content value shows once the engine ran. */
function generated(root: string): string {
  const dir = join(root, "site/generated");
  return readdirSync(dir)
    .filter((name) => name.endsWith(".ts"))
    .map((name) => readFileSync(join(dir, name), "utf8"))
    .join("\n");
}

// The studio's preview: the live engine reads an editor's unsaved text instead of the file on disk.
describe("the live engine with unsaved text", { timeout: 120_000 }, () => {
  let project: ProjectCopy;
  const unsaved = new Map<string, Buffer>();
  let live: LiveSite;

  beforeAll(async () => {
    project = projectCopy({ prefix: "live-unsaved-" });
    live = new LiveSite(project.root, (file) => unsaved.get(file));
    await live.start();
  }, 180_000);

  afterAll(() => project?.remove());

  it("generates the pages' data from the unsaved text, the file on disk untouched", async () => {
    const disk = readFileSync(join(project.root, FILE), "utf8");
    unsaved.set(FILE, Buffer.from(disk.replace(/^title: .*$/m, "title: Finance, typed not saved")));
    const run = await live.update([FILE]);
    expect(run.problems).toEqual([]);
    expect(run.routes).toContain("/industries/finance");
    expect(generated(project.root)).toContain("Finance, typed not saved");
    expect(readFileSync(join(project.root, FILE), "utf8")).toBe(disk);
  });

  it("finds the problems of the unsaved text, and reads the disk again once it is dropped", async () => {
    const disk = readFileSync(join(project.root, FILE), "utf8");
    unsaved.set(FILE, Buffer.from(disk.replace(/^title: .*$/m, "title: [1, 2]")));
    const broken = await live.update([FILE]);
    expect(broken.problems.map((problem) => `${problem.file} ${problem.path}`)).toEqual([`${FILE} $.title`]);
    unsaved.delete(FILE);
    const fixed = await live.update([FILE]);
    expect(fixed.problems).toEqual([]);
    expect(generated(project.root)).not.toContain("Finance, typed not saved");
  });

  it("keeps updating the pages when a body only has warnings, without the HTML they name", async () => {
    const job = "content/jobs/ui-ux-designer.md";
    const disk = readFileSync(join(project.root, job), "utf8");
    unsaved.set(
      job,
      Buffer.from(`${disk.trimEnd()}\n\nTyped with a script <script>alert("xss-live")</script>\n`),
    );
    const run = await live.update([job]);
    expect(run.problems.map(({ rule, severity }) => `${rule} ${severity}`)).toEqual(["html-removed warning"]);
    expect(run.changed.length).toBeGreaterThan(0);
    expect(generated(project.root)).toContain("Typed with a script");
    expect(generated(project.root)).not.toContain("xss-live");
    unsaved.delete(job);
    await live.update([job]);
  });
});
