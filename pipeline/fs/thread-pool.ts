import { availableParallelism } from "node:os";
import Tinypool from "tinypool";
import { workerModuleUrl } from "../../contracts/typescript-worker.ts";

/** Worker threads that run one module's default export on inputs handed to `run`. */
export interface ThreadPool<Input, Output> {
  run(input: Input): Promise<Output>;
  /** Ends the threads (a pool's threads otherwise keep the process alive). */
  close(): Promise<void>;
}

/** One thread per core the process may use. */
export const coreCount = (): number => availableParallelism();

/**
 * A fixed pool of `threads` worker threads running `entry`'s default export (tinypool). `entry` is
 * a `.ts` source when this runs as TypeScript (tsx, vitest), else a module the bundle holds beside
 * this code (bin/site.js); `shared` is cloned into each thread once (see `threadPoolShared`).
 */
export function threadPool<Input, Output>(
  entry: URL,
  options: { threads: number; shared?: unknown },
): ThreadPool<Input, Output> {
  const pool = new Tinypool({
    filename: workerModuleUrl(entry),
    minThreads: options.threads,
    maxThreads: options.threads,
    workerData: options.shared,
  });
  return {
    run: (input) => pool.run(input) as Promise<Output>,
    close: () => pool.destroy(),
  };
}

/** In a pool's thread: the `shared` value its pool was made with. */
export function threadPoolShared(): unknown {
  return Tinypool.workerData;
}
