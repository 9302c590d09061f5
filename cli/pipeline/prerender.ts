import { existsSync } from "node:fs";
import { join } from "node:path";

/** Where Vike writes the HTML of a route. */
function htmlFileOf(clientDir: string, route: string): string {
  return route === "/" ? join(clientDir, "index.html") : join(clientDir, route.slice(1), "index.html");
}

/** Vike only warns about a route it did not prerender; a missing page must fail the build. */
export function missingPages(clientDir: string, routes: readonly string[]): string[] {
  return routes.filter((route) => !existsSync(htmlFileOf(clientDir, route)));
}

/** Runs `vike build` (client and server bundles, then prerendering) for the project at `root`. */
export async function prerender(root: string): Promise<void> {
  // Loaded here, not at the top: `site validate` must never pay for Vite.
  const { build } = await import("vike/api");
  // The site is always built for production, whatever NODE_ENV the caller has (vitest sets "test",
  // which would ship React's development build).
  const callerNodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = "production";
  try {
    await build({
      viteConfig: { root, mode: "production", configFile: join(root, "vite.config.ts"), logLevel: "warn" },
    });
  } finally {
    if (callerNodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = callerNodeEnv;
  }
}
