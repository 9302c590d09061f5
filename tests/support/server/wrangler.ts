import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { exited, freePort, printedBy } from "../../../scripts/support/server-process.ts";
import { ROOT } from "../paths.ts";

/** The devDependency's command line (package.json pins a version that runs on Node 20). */
const WRANGLER = join(ROOT, "node_modules/wrangler/bin/wrangler.js");

/**
 * The newest date the pinned wrangler's workerd knows (an older one is fine, a newer one refused);
 * the Worker uses nothing that depends on it.
 */
const COMPATIBILITY_DATE = "2026-04-01";

export interface RunningPagesDev {
  /** `http://127.0.0.1:<port>` */
  url: string;
  /** What wrangler printed, the Worker's console included. */
  output(): string;
  close(): Promise<void>;
}

/**
 * `wrangler pages dev <folder>`: Cloudflare's own runtime for Pages (workerd, with Cloudflare's
 * handling of the files, `_headers`, `_redirects`, `_routes.json` and `_worker.js`) on a free port
 * of 127.0.0.1, with `bindings` as the Pages project's variables. Offline: no metrics, and its
 * failed look-up of workers.cloudflare.com (for the request's `cf` object) only costs a warning.
 * Its state and logs go to a temporary folder. Resolves once it answers.
 */
export async function startPagesDev(
  folder: string,
  bindings: Record<string, string>,
): Promise<RunningPagesDev> {
  if (!existsSync(WRANGLER)) throw new Error(`wrangler is not installed at ${WRANGLER}: run npm ci.`);
  const scratch = mkdtempSync(join(tmpdir(), "wrangler-"));
  const port = await freePort();
  const args = [
    WRANGLER,
    "pages",
    "dev",
    folder,
    "--ip",
    "127.0.0.1",
    "--port",
    String(port),
    "--inspector-port",
    String(await freePort()),
    "--compatibility-date",
    COMPATIBILITY_DATE,
    "--persist-to",
    join(scratch, "state"),
    "--show-interactive-dev-session=false",
    ...Object.entries(bindings).flatMap(([name, value]) => ["--binding", `${name}=${value}`]),
  ];
  const child = spawn(process.execPath, args, {
    // No functions/ folder here, so only the folder's own _worker.js runs.
    cwd: scratch,
    env: {
      ...process.env,
      WRANGLER_SEND_METRICS: "false",
      WRANGLER_LOG_PATH: join(scratch, "logs"),
      XDG_CONFIG_HOME: join(scratch, "config"),
      CI: "true",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output = printedBy(child);
  const url = `http://127.0.0.1:${port}`;
  const close = async () => {
    child.kill("SIGTERM");
    await exited(child);
    rmSync(scratch, { recursive: true, force: true });
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await close();
      throw new Error(
        `wrangler pages dev exited (${child.exitCode ?? child.signalCode}) before answering:\n${output()}`,
      );
    }
    const answered = await fetch(`${url}/robots.txt`).then(
      async (response) => {
        await response.body?.cancel();
        return true;
      },
      () => false,
    );
    if (answered) return { url, output, close };
    if (Date.now() > deadline) {
      await close();
      throw new Error(`wrangler pages dev did not answer on ${url} within 60 s:\n${output()}`);
    }
    await new Promise((wait) => setTimeout(wait, 250));
  }
}
