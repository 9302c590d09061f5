import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { type LogWriter, writeStderr } from "../log.ts";
import { StoreOpenError } from "./leads-store.ts";
import { type CallMessage, fromErrorData, type WorkerMessage } from "./worker-protocol.ts";

/** A store whose every member is an async method, one of them `close`: what can live in a worker. */
export type AsyncStore<T> = { [K in keyof T]: (...args: never[]) => Promise<unknown> } & {
  close(): Promise<void>;
};

export interface StoreWorkerOptions {
  /**
   * The worker's module, which calls hostStore: a bundled `.js`/`.mjs` file, or a `.ts` source file
   * (under tsx or vitest), which the worker loads through tsx.
   */
  entry: URL;
  /** Handed to the worker as `workerData` (it must survive structured clone). */
  workerData: unknown;
  /** What the store is, for messages: "the SQLite leads store". */
  label: string;
  /** Where a worker that stops unasked is reported; default stderr. */
  log?: LogWriter;
}

/**
 * tsx's ES module API, found through its package.json's exports map: vitest's module runner has no
 * import.meta.resolve, and tsx's CommonJS build of the API cannot load its own ES modules.
 */
function tsxApiUrl(): string {
  const packageJson = createRequire(import.meta.url).resolve("tsx/package.json");
  const exports = JSON.parse(readFileSync(packageJson, "utf8")).exports as Record<
    string,
    { import?: { default?: string } }
  >;
  const target = exports["./esm/api"]?.import?.default;
  if (!target) throw new Error("tsx's package.json no longer exports ./esm/api for import");
  return new URL(target, pathToFileURL(packageJson)).href;
}

function startWorker(entry: URL, workerData: unknown): Worker {
  if (!entry.pathname.endsWith(".ts")) return new Worker(entry, { workerData });
  // A worker thread has no TypeScript loader of its own under vitest; tsImport gives it one that
  // also coexists with a tsx the process was started with (`node --import tsx`, `tsx script.ts`).
  const tsx = JSON.stringify(tsxApiUrl());
  const module = JSON.stringify(entry.href);
  const load = `import(${tsx}).then(({ tsImport }) => tsImport(${module}, ${module}));`;
  return new Worker(load, { eval: true, workerData });
}

const sentenceCase = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
}

/**
 * Opens a store in a worker thread and resolves with a client on this thread that has every method
 * the worker's store has (the worker lists them when it has opened the store, so a method added to
 * the store works through the worker unchanged): each call is sent as a message and settles with
 * the store's answer, or rejects with its error (a StoreOpenError stays one; an SQLite error keeps
 * its `code`). Rejects with the store's StoreOpenError when it cannot be opened.
 *
 * If the worker stops unasked (an uncaught error, a crash), the calls in progress and every later
 * one reject saying so (the readiness check among them, so /readyz answers 503) and it is logged.
 * The worker does not keep the process alive while no call is in progress.
 */
export function openStoreInWorker<T extends AsyncStore<T>>(options: StoreWorkerOptions): Promise<T> {
  const { label } = options;
  const log = options.log ?? writeStderr;
  const worker = startWorker(options.entry, options.workerData);
  const pending = new Map<number, Pending>();
  let lastId = 0;
  let uncaught: Error | undefined;
  /** Set once the worker is gone: why later calls reject. */
  let stopped: Error | undefined;
  let closing: Promise<void> | undefined;

  const send = (method: string, args: unknown[]) =>
    new Promise<unknown>((resolve, reject) => {
      if (stopped) return reject(stopped);
      const id = ++lastId;
      const call: CallMessage = { id, method, args, calledAt: Date.now() };
      try {
        worker.postMessage(call);
      } catch (error) {
        return reject(error); // arguments that cannot be copied to the worker
      }
      if (pending.size === 0) worker.ref();
      pending.set(id, { resolve, reject });
    });

  const settle = (message: Extract<WorkerMessage, { type: "answer" }>) => {
    const call = pending.get(message.id);
    if (!call) return;
    pending.delete(message.id);
    if (pending.size === 0) worker.unref();
    if (message.ok) call.resolve(message.value);
    else call.reject(fromErrorData(message.error));
  };

  const close = () => {
    closing ??= (async () => {
      if (stopped) return;
      try {
        await send("close", []);
      } finally {
        await worker.terminate();
      }
    })();
    return closing;
  };

  /** The client: one forwarding function per method the store in the worker has. */
  const client = (methods: string[]): T => {
    const forwards: Record<string, (...args: unknown[]) => Promise<unknown>> = {};
    for (const method of methods) {
      forwards[method] = (...args) =>
        closing
          ? Promise.reject(new Error(`${sentenceCase(label)} is not open: it was closed.`))
          : send(method, args);
    }
    forwards.close = close;
    // The worker listed the methods of the store it opened, which the caller declares as T.
    return forwards as unknown as T;
  };

  return new Promise<T>((resolveOpen, rejectOpen) => {
    let opened = false;
    worker.on("message", (message: WorkerMessage) => {
      if (message.type === "answer") settle(message);
      else if (message.type === "opened") {
        opened = true;
        worker.unref();
        resolveOpen(client(message.methods));
      } else {
        rejectOpen(fromErrorData(message.error));
        void worker.terminate();
      }
    });
    worker.on("error", (error) => {
      uncaught = error;
    });
    worker.on("exit", (code) => {
      const reason = uncaught ? uncaught.message : `exit code ${code}`;
      stopped = new Error(`The worker thread of ${label} stopped (${reason}).`);
      for (const call of pending.values()) call.reject(stopped);
      pending.clear();
      if (!opened) {
        rejectOpen(new StoreOpenError(`Cannot start the worker thread of ${label}: ${reason}`));
      } else if (!closing) {
        log({
          time: new Date().toISOString(),
          level: "error",
          event: "store-worker-stopped",
          message: `The worker thread of ${label} stopped (${reason}): form submissions are refused and /readyz answers 503 until the server is restarted.`,
          ...(uncaught?.stack ? { stack: uncaught.stack } : {}),
        });
      }
    });
  });
}
