/**
 * The build the benchmarks measure as it lies in dist/: whether it is complete, the routes it has
 * (site/generated/routes.json, which the build writes), and the real server serving it, so that no
 * benchmark checks, reads or serves it its own way.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SERVER_SETTINGS_FILE } from "../../contracts/server-settings.ts";
import { startServer } from "../../server/main.ts";
import { testConfig } from "../support/test-site.ts";

/** The files of a complete build, relative to the repository root: the home page and the server settings. */
const BUILD_FILES = ["dist/client/index.html", `dist/${SERVER_SETTINGS_FILE}`];

/** The files of a complete build, for messages: "dist/client/index.html and dist/…". */
export const BUILD_FILES_TEXT = BUILD_FILES.join(" and ");

export function isCompleteBuild(root: string): boolean {
  return BUILD_FILES.every((file) => existsSync(join(root, file)));
}

const ROUTES_FILE = "site/generated/routes.json";

/** The routes of the last build; undefined when it wrote none. */
export function builtRoutes(root: string): string[] | undefined {
  const file = join(root, ROUTES_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as string[]) : undefined;
}

/** What to say when builtRoutes finds none. */
export const NO_ROUTES = `${ROUTES_FILE} is missing: run \`npm run build\`.`;

export interface ServedBuild {
  url: string;
  /** Stops the server and removes its data folder. */
  close(): Promise<void>;
}

/**
 * The real server (with its Content-Security-Policy) on the build in `distDir`, in-process and
 * silent, its data in a new temporary folder named `prefix…`. Throws when it does not start,
 * leaving no folder behind.
 */
export async function serveBuild(distDir: string, prefix: string): Promise<ServedBuild> {
  const tempRoot = mkdtempSync(join(tmpdir(), prefix));
  const remove = () => rmSync(tempRoot, { recursive: true, force: true });
  try {
    const server = await startServer(testConfig({ distDir, dataDir: join(tempRoot, "data") }), {
      log: () => {},
      logError: () => {},
    });
    return {
      url: server.url,
      async close() {
        await server.close();
        remove();
      },
    };
  } catch (error) {
    remove();
    throw error;
  }
}
