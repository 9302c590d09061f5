import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright-core";
import type { TestProject } from "vitest/node";
import { isBuildCurrent } from "../../pipeline/build/fingerprint.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../scripts/support/chromium.ts";
import { type ProjectCopy, projectCopy } from "../../scripts/support/project-copy.ts";
import { startSiteverifyStandIn } from "../../scripts/support/siteverify-stand-in.ts";
import { testConfig } from "../../scripts/support/test-site.ts";
import { startServer } from "../../server/main.ts";
import { BUILT_ROOT_VARIABLE } from "./built-site-modules.ts";
import { ROOT } from "./paths.ts";
import { siteBuild } from "./site-build.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** The project root whose build is served: see builtRoot() in paths.ts. */
    builtRoot: string;
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

/**
 * The working copy's build when `dist/.inputs` says it is current (as in CI, which builds first):
 * it is only read. Otherwise the site is built in a temporary copy of the project, with caches that
 * start as links to the working copy's, so no test writes the working copy's dist/ or .cache/.
 */
function builtSite(): { root: string; copy?: ProjectCopy } {
  if (isBuildCurrent(ROOT)) return { root: ROOT };
  const copy = projectCopy({ withSite: true, prefix: "site-e2e-" });
  try {
    siteBuild(copy.root);
  } catch (error) {
    copy.remove();
    throw error;
  }
  // The tests' imports of site/generated/ then read the copy's (built-site-modules.ts).
  process.env[BUILT_ROOT_VARIABLE] = copy.root;
  return { root: copy.root, copy };
}

/**
 * One build, one server and one browser for every end-to-end file. The server's forms ask a local
 * siteverify stand-in about bot-check tokens (`error:<code>` is refused with that code, any other
 * token passes) and keep what they accept in a temporary data folder.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const built = builtSite();
  const dataDir = mkdtempSync(join(tmpdir(), "e2e-data-"));
  const newsletterSecret = randomBytes(32).toString("hex");
  const serverErrors: unknown[] = [];
  const siteverify = await startSiteverifyStandIn();
  const server = await startServer(
    testConfig(
      { distDir: join(built.root, "dist"), dataDir },
      { RATE_LIMIT_MAX: "100000", TURNSTILE_VERIFY_URL: siteverify.url, NEWSLETTER_SECRET: newsletterSecret },
    ),
    { log: () => {}, logError: (record) => void serverErrors.push(record) },
  ).catch(async (error: unknown) => {
    await siteverify.close();
    built.copy?.remove();
    throw error;
  });
  const browser = await chromium.launchServer({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    timeout: 60_000,
  });
  project.provide("builtRoot", built.root);
  project.provide("baseUrl", server.url);
  project.provide("wsEndpoint", browser.wsEndpoint());
  project.provide("dataDir", dataDir);
  project.provide("newsletterSecret", newsletterSecret);

  return async () => {
    await browser.close();
    await server.close();
    await siteverify.close();
    rmSync(dataDir, { recursive: true, force: true });
    built.copy?.remove();
    delete process.env[BUILT_ROOT_VARIABLE];
    if (serverErrors.length > 0) {
      throw new Error(
        `The server logged unhandled errors during the e2e run:\n${JSON.stringify(serverErrors, null, 2)}`,
      );
    }
  };
}
