import { readFileSync } from "node:fs";
import { join } from "node:path";
import { validateWorkflow } from "@action-validator/core";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { repoRoot } from "../support/fixture-root.ts";

const workflowFile = join(repoRoot, ".github/workflows/ci.yml");
const workflowText = readFileSync(workflowFile, "utf8");

interface Step {
  name?: string;
  if?: string;
  uses?: string;
  run?: string;
  with?: Record<string, string>;
}
interface Workflow {
  on: Record<string, unknown>;
  jobs: Record<string, { steps: Step[]; container?: string }>;
}
const workflow = parse(workflowText) as Workflow;

function runs(job: string): string[] {
  return (workflow.jobs[job]?.steps ?? []).flatMap((step) => (step.run ? [step.run] : []));
}

describe("the CI workflow", () => {
  it("is a valid GitHub Actions workflow", () => {
    expect(validateWorkflow(workflowText).errors).toEqual([]);
  });

  it("runs on pull requests and pushes to main", () => {
    expect(Object.keys(workflow.on)).toEqual(expect.arrayContaining(["pull_request", "push"]));
  });

  it("validates content with the README's command, after npm ci with the npm cache", () => {
    const setupNode = workflow.jobs.validate?.steps.find((step) =>
      step.uses?.startsWith("actions/setup-node"),
    );
    expect(setupNode?.with?.cache).toBe("npm");
    expect(runs("validate")).toEqual([expect.stringMatching(/^npm ci\b/), "npm run validate"]);
    expect(readFileSync(join(repoRoot, "package.json"), "utf8")).toContain(
      '"validate": "node bin/site.js validate"',
    );
  });

  it("builds and tests with .ci/run, which installs Chromium, PostgreSQL, nginx and ss and runs npm test", () => {
    expect(runs("build-and-test")).toEqual(["bash .ci/run"]);
    const ciRun = readFileSync(join(repoRoot, ".ci/run"), "utf8");
    expect(ciRun).toMatch(/apt-get install .*chromium/);
    expect(ciRun).toMatch(/apt-get install .*postgresql/);
    expect(ciRun).toMatch(/apt-get install .*nginx libnginx-mod-http-brotli-static openssl/);
    expect(ciRun).toMatch(/apt-get install .*iproute2/);
    expect(ciRun).toMatch(/^npm test\b/m);
  });

  it("restores the image cache keyed on the source images and the presets", () => {
    const cache = workflow.jobs["build-and-test"]?.steps.find((step) =>
      step.uses?.startsWith("actions/cache"),
    );
    expect(cache?.with?.path).toBe(".cache/images");
    expect(cache?.with?.key).toContain("content/images/**");
    expect(cache?.with?.key).toContain("pipeline/images/image-presets.ts");
  });

  it("names the jobs the operations guide tells to mark as required", () => {
    const readme = readFileSync(join(repoRoot, "docs/operations.md"), "utf8");
    for (const job of Object.keys(workflow.jobs)) expect(readme).toContain(`\`${job}\``);
    expect(readme).toContain("npm run validate");
    expect(readme).toContain("npm test");
  });
});

describe("the scheduled build", () => {
  const scheduledText = readFileSync(join(repoRoot, ".github/workflows/scheduled-build.yml"), "utf8");
  const scheduled = parse(scheduledText) as Workflow & { on: { schedule?: { cron: string }[] } };
  const steps = scheduled.jobs["build-and-deploy"]?.steps ?? [];

  it("is a valid GitHub Actions workflow that runs every hour and on demand", () => {
    expect(validateWorkflow(scheduledText).errors).toEqual([]);
    expect(scheduled.on.schedule).toEqual([{ cron: expect.stringMatching(/^\d{1,2} \* \* \* \*$/) }]);
    expect(Object.keys(scheduled.on)).toContain("workflow_dispatch");
  });

  it("validates, builds, then deploys with the command docs/content.md tells how to set", () => {
    const runs = steps.flatMap((step) => (step.run ? [step.run] : []));
    expect(runs.slice(1, 3)).toEqual(["npm run validate", "npm run build"]);
    const deploy = steps.at(-1);
    expect(deploy?.name).toBe("Deploy");
    expect(deploy?.if).toContain("vars.DEPLOY_COMMAND");
    const guide = readFileSync(join(repoRoot, "docs/content.md"), "utf8");
    expect(guide).toContain("scheduled-build.yml");
    expect(guide).toContain("DEPLOY_COMMAND");
  });
});
