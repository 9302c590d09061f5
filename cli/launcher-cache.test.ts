import { spawnSync } from "node:child_process";
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { repoRoot } from "../tests/support/fixture-root.ts";

/**
 * bin/site.js in a project of its own: a CLI entry that embeds a JSON schema, as the real CLI
 * embeds the request schemas, and prints its title; with the argument `worker` it prints what the
 * SQLite store's worker module (here a stand-in that embeds the same schema) says from its thread,
 * and with `child` what the prerender processes' module (a stand-in too) says from its process.
 */
function launcherProject() {
  const root = mkdtempSync(join(tmpdir(), "site-launcher-"));
  mkdirSync(join(root, "bin"));
  mkdirSync(join(root, "cli"));
  mkdirSync(join(root, "schemas"));
  mkdirSync(join(root, "server/store"), { recursive: true });
  mkdirSync(join(root, "pipeline/prerender"), { recursive: true });
  copyFileSync(join(repoRoot, "bin/site.js"), join(root, "bin/site.js"));
  symlinkSync(join(repoRoot, "node_modules"), join(root, "node_modules"));
  writeFileSync(
    join(root, "cli/index.ts"),
    [
      'import { fork } from "node:child_process";',
      'import { Worker } from "node:worker_threads";',
      'import schema from "../schemas/demo.schema.json" with { type: "json" };',
      'if (process.argv[2] === "worker") {',
      '  const worker = new Worker(new URL("./sqlite-worker.mjs", import.meta.url));',
      '  worker.once("message", (text: string) => process.stdout.write(text));',
      '} else if (process.argv[2] === "child") {',
      '  const child = fork(new URL("./prerender-child.mjs", import.meta.url).pathname);',
      '  child.once("message", (text: string) => process.stdout.write(text));',
      "} else process.stdout.write(schema.title);",
    ].join("\n"),
  );
  writeFileSync(
    join(root, "server/store/sqlite-worker.ts"),
    [
      'import { parentPort } from "node:worker_threads";',
      'import schema from "../../schemas/demo.schema.json" with { type: "json" };',
      'parentPort?.postMessage("worker thread: " + schema.title);',
    ].join("\n"),
  );
  writeFileSync(
    join(root, "pipeline/prerender/prerender-child.ts"),
    [
      'import schema from "../../schemas/demo.schema.json" with { type: "json" };',
      'process.send?.("child process: " + schema.title, () => process.exit(0));',
    ].join("\n"),
  );
  const writeSchema = (title: string) =>
    writeFileSync(join(root, "schemas/demo.schema.json"), JSON.stringify({ title }));
  const run = (args: string[] = []) => {
    const result = spawnSync(process.execPath, [join(root, "bin/site.js"), ...args], { encoding: "utf8" });
    return { stdout: result.stdout, stderr: result.stderr, bundles: readdirSync(join(root, ".cache/cli")) };
  };
  return { writeSchema, run, remove: () => rmSync(root, { recursive: true, force: true }) };
}

describe("the CLI launcher's bundle cache", () => {
  const project = launcherProject();
  afterAll(project.remove);

  it("reuses the bundle while its inputs are unchanged", () => {
    project.writeSchema("First");
    const first = project.run();
    expect(first.stdout, first.stderr).toBe("First");
    const second = project.run();
    expect(second.stdout).toBe("First");
    expect(second.bundles).toEqual(first.bundles);
  });

  it("rebuilds when an embedded JSON schema changes, even with no source file touched", () => {
    project.writeSchema("First");
    const before = project.run();
    project.writeSchema("Second");
    const after = project.run();
    expect(after.stdout, after.stderr).toBe("Second");
    expect(after.bundles).toHaveLength(1);
    expect(after.bundles).not.toEqual(before.bundles);
  });

  it("bundles the SQLite store's worker module beside the CLI, where the server starts it from", () => {
    project.writeSchema("Worker");
    const run = project.run(["worker"]);
    expect(run.stdout, run.stderr).toBe("worker thread: Worker");
  });

  it("bundles the prerender processes' module beside the CLI, where the build starts it from", () => {
    project.writeSchema("Child");
    const run = project.run(["child"]);
    expect(run.stdout, run.stderr).toBe("child process: Child");
  });
});
