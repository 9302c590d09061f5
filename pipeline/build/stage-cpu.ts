/** CPU time this process has used so far, in ms: user and system, of all its threads (workers too). */
function processCpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/** A stage's wall-clock time and the CPU time it used, both in ms. */
export interface StageUsage<T> {
  result: T;
  ms: number;
  cpuMs: number;
}

/**
 * Runs one stage and measures it: its wall-clock time, and its CPU time — this process's (worker
 * threads included) plus what `childCpuMs` reads from its result, the CPU time its child processes
 * reported, which this process's own usage leaves out. CPU time over wall-clock time is how many
 * cores the stage kept busy.
 */
export async function measureStage<T>(
  work: () => Promise<T>,
  childCpuMs: (result: T) => number = () => 0,
): Promise<StageUsage<T>> {
  const startedCpu = processCpuMs();
  const started = performance.now();
  const result = await work();
  const ms = Math.round(performance.now() - started);
  const cpuMs = Math.round(processCpuMs() - startedCpu + childCpuMs(result));
  return { result, ms, cpuMs };
}
