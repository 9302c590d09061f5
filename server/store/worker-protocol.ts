import { StoreOpenError } from "./leads-store.ts";

/** One method call of the store, from the main thread to the worker that holds the store. */
export interface CallMessage {
  id: number;
  method: string;
  args: unknown[];
  /** When the main thread made the call (ms since the epoch): the store's "now" for this call. */
  calledAt: number;
}

/** An error as it crosses the thread boundary: structured clone keeps neither its class nor its code. */
export interface ErrorData {
  name: string;
  message: string;
  code?: string | number;
  stack?: string;
}

/** What the worker sends back: first whether the store opened, then one answer per call. */
export type WorkerMessage =
  | { type: "opened"; methods: string[] }
  | { type: "open-failed"; error: ErrorData }
  | { type: "answer"; id: number; ok: true; value: unknown }
  | { type: "answer"; id: number; ok: false; error: ErrorData };

export function toErrorData(error: unknown): ErrorData {
  if (!(error instanceof Error)) return { name: "Error", message: String(error) };
  const code = "code" in error ? error.code : undefined;
  return {
    name: error.name,
    message: error.message,
    ...(typeof code === "string" || typeof code === "number" ? { code } : {}),
    ...(error.stack ? { stack: error.stack } : {}),
  };
}

/** The error again, as the caller of the store would have got it in-process (a StoreOpenError stays one). */
export function fromErrorData(data: ErrorData): Error {
  const error = data.name === "StoreOpenError" ? new StoreOpenError(data.message) : new Error(data.message);
  if (error.name !== data.name) error.name = data.name;
  if (data.code !== undefined) Object.assign(error, { code: data.code });
  if (data.stack) error.stack = data.stack;
  return error;
}
