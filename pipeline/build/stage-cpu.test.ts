import { Worker } from "node:worker_threads";
import { describe, expect, it } from "vitest";
import { measureStage } from "./stage-cpu.ts";

/** A worker thread that keeps a core busy until the process has used `ms` more CPU time. */
function spinInWorker(ms: number): Promise<void> {
  const source = `
    const cpu = () => { const { user, system } = process.cpuUsage(); return (user + system) / 1000; };
    const until = cpu() + ${ms};
    while (cpu() < until) {}
  `;
  return new Promise((resolve, reject) => {
    const worker = new Worker(source, { eval: true });
    worker.on("error", reject);
    worker.on("exit", () => resolve());
  });
}

describe("measureStage", () => {
  it("counts the CPU time of the stage's worker threads, and the wall-clock time", async () => {
    const { ms, cpuMs } = await measureStage(() => spinInWorker(300));
    expect(cpuMs).toBeGreaterThanOrEqual(300);
    expect(ms).toBeGreaterThan(0);
  }, 30_000);

  it("adds the CPU time its child processes reported, read from the stage's result", async () => {
    const { result, cpuMs } = await measureStage(
      async () => ({ children: { cpuMs: 4_000 } }),
      (usage) => usage.children.cpuMs,
    );
    expect(result.children.cpuMs).toBe(4_000);
    expect(cpuMs).toBeGreaterThanOrEqual(4_000);
    expect(cpuMs).toBeLessThan(4_500);
  });
});
