import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright-core";
import type { TestProject } from "vitest/node";
import { isBuildCurrent } from "../../pipeline/build/fingerprint.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../scripts/support/chromium.ts";
import { startSiteverifyStandIn } from "../../scripts/support/siteverify-stand-in.ts";
import { testConfig } from "../../scripts/support/test-site.ts";
import { startServer } from "../../server/main.ts";
import { ROOT } from "./paths.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** Where the real server serves the built site, e.g. `http://127.0.0.1:41234`. */
    baseUrl: string;
    /** The shared browser, for `chromium.connect`. */
    wsEndpoint: string;
    /** The server's data folder: open its store read-only to see what the forms saved. */
    dataDir: string;
    /** The server's NEWSLETTER_SECRET: tests sign confirmation links with it (no SMTP here). */
    newsletterSecret: string;
  }
}

/** Builds the site unless `dist/.inputs` says the last build is still current. */
function buildSite(): void {
  if (isBuildCurrent(ROOT)) return;
  const result = spawnSync(process.execPath, [join(ROOT, "bin/site.js"), "build"], {
    cwd: ROOT,
    encoding: "utf8",
    timeout: 300_000,
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) {
    const why = result.error ? result.error.message : `exit code ${result.status ?? result.signal}`;
    throw new Error(`\`node bin/site.js build\` failed (${why}):\n${result.stdout}\n${result.stderr}`);
  }
}

/**
 * One build, one server and one browser for every end-to-end file. The server's forms ask a local
 * siteverify stand-in about bot-check tokens (`error:<code>` is refused with that code, any other
 * token passes) and keep what they accept in a temporary data folder.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  buildSite();
  const dataDir = mkdtempSync(join(tmpdir(), "e2e-data-"));
  const newsletterSecret = randomBytes(32).toString("hex");
  const serverErrors: unknown[] = [];
  const siteverify = await startSiteverifyStandIn();
  const server = await startServer(
    testConfig(
      { distDir: join(ROOT, "dist"), dataDir },
      { RATE_LIMIT_MAX: "100000", TURNSTILE_VERIFY_URL: siteverify.url, NEWSLETTER_SECRET: newsletterSecret },
    ),
    { log: () => {}, logError: (record) => void serverErrors.push(record) },
  ).catch(async (error: unknown) => {
    await siteverify.close();
    throw error;
  });
  const browser = await chromium.launchServer({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    timeout: 60_000,
  });
  project.provide("baseUrl", server.url);
  project.provide("wsEndpoint", browser.wsEndpoint());
  project.provide("dataDir", dataDir);
  project.provide("newsletterSecret", newsletterSecret);

  return async () => {
    await browser.close();
    await server.close();
    await siteverify.close();
    rmSync(dataDir, { recursive: true, force: true });
    if (serverErrors.length > 0) {
      throw new Error(
        `The server logged unhandled errors during the e2e run:\n${JSON.stringify(serverErrors, null, 2)}`,
      );
    }
  };
}
