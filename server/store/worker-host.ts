import { AsyncLocalStorage } from "node:async_hooks";
import { parentPort } from "node:worker_threads";
import { type CallMessage, toErrorData, type WorkerMessage } from "./worker-protocol.ts";

const callTimes = new AsyncLocalStorage<number>();

/**
 * The time the main thread made the call being served: the clock of a store held in a worker, so
 * that it stores when the server received a submission, not when the worker got to it (and so
 * that a test that sets the clock on the main thread sets it for the store too).
 */
export function callerClock(): Date {
  return new Date(callTimes.getStore() ?? Date.now());
}

/** Every method name of the object, its class's included, as a client may call it. */
function methodNames(store: object): string[] {
  const names = new Set<string>();
  for (
    let level: object | null = store;
    level && level !== Object.prototype;
    level = Object.getPrototypeOf(level)
  ) {
    for (const name of Object.getOwnPropertyNames(level)) {
      if (name !== "constructor" && typeof Reflect.get(store, name) === "function") names.add(name);
    }
  }
  return [...names];
}

function isCall(message: unknown): message is CallMessage {
  if (typeof message !== "object" || message === null) return false;
  const { id, method, args, calledAt } = message as Partial<CallMessage>;
  return (
    typeof id === "number" &&
    typeof method === "string" &&
    Array.isArray(args) &&
    typeof calledAt === "number"
  );
}

/**
 * Runs in a worker thread (see worker-client.ts): opens the store and answers the main thread's
 * calls of any of its methods, so a method added to the store needs nothing here. Calls run in
 * the order they arrive; their answers go back as they settle.
 */
export async function hostStore(open: () => object | Promise<object>): Promise<void> {
  const port = parentPort;
  if (!port) throw new Error("hostStore runs only in a worker thread.");
  const post = (message: WorkerMessage) => {
    try {
      port.postMessage(message);
    } catch (error) {
      // An answer that cannot be copied to the main thread (a function, say) still answers.
      if (message.type !== "answer") throw error;
      port.postMessage({ type: "answer", id: message.id, ok: false, error: toErrorData(error) });
    }
  };

  let store: object;
  try {
    store = await open();
  } catch (error) {
    post({ type: "open-failed", error: toErrorData(error) });
    return;
  }
  const methods = methodNames(store);
  port.on("message", (message: unknown) => {
    if (!isCall(message)) return;
    const { id, method, args, calledAt } = message;
    const target: unknown = methods.includes(method) ? Reflect.get(store, method) : undefined;
    const call = async () => {
      if (typeof target !== "function") throw new Error(`The store has no method ${method}.`);
      return target.apply(store, args) as unknown;
    };
    callTimes.run(calledAt, call).then(
      (value) => post({ type: "answer", id, ok: true, value }),
      (error: unknown) => post({ type: "answer", id, ok: false, error: toErrorData(error) }),
    );
  });
  post({ type: "opened", methods });
}
