import { type ChildProcess, spawn } from "node:child_process";
import type { AddressInfo } from "node:net";
import { createServer } from "node:net";
import { repoRoot } from "./repo-root.ts";

/** A port nothing listens on right now (until a test starts something there). */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, "127.0.0.1", done));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((done) => probe.close(() => done()));
  return port;
}

export interface ServerProcess {
  child: ChildProcess;
  /** The line the server printed once listening: `Serving … at <url>; …`. */
  line: string;
  /** The URL in that line. */
  url: string;
}

/** A user to run a process as (the tests run as root, and root may write anywhere). */
export interface RunAs {
  uid: number;
  gid: number;
}

/**
 * `node server/start.ts` as production runs it, on a free port of 127.0.0.1 unless `env` says
 * otherwise, as `runAs` when given; resolves once it prints its Serving line.
 */
export async function startServerProcess(env: Record<string, string>, runAs?: RunAs): Promise<ServerProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "server/start.ts"], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(await freePort()), HOST: "127.0.0.1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
    ...runAs,
  });
  let output = "";
  const line = await new Promise<string>((ready, fail) => {
    const timer = setTimeout(() => fail(new Error(`server did not start:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString("utf8");
      const serving = /^Serving .*$/m.exec(output);
      if (!serving) return;
      clearTimeout(timer);
      ready(serving[0]);
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.once("exit", (code, signal) => {
      clearTimeout(timer);
      fail(new Error(`server exited (${code ?? signal}) before serving:\n${output}`));
    });
  });
  // Keep draining its output so a full pipe never blocks the server.
  child.stdout?.resume();
  child.stderr?.resume();
  const url = / at (http:\/\/[^;\s]+)/.exec(line)?.[1] ?? "";
  return { child, line, url };
}

/** Everything `child` prints on stdout and stderr from now on, as one text so far. */
export function printedBy(child: ChildProcess): () => string {
  let printed = "";
  const collect = (chunk: Buffer) => {
    printed += chunk.toString("utf8");
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  return () => printed;
}

/** Sends `signal` unless the process has exited already; resolves once it has. */
export async function stopProcess(child: ChildProcess, signal: NodeJS.Signals = "SIGTERM"): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  await exited(child);
}

/** Resolves once the process has exited (at once if it already has). */
export function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => child.once("exit", () => done()));
}
