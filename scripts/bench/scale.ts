import { spawnSync } from "node:child_process";
import { appendFileSync, existsSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { join } from "node:path";
import { buildSync } from "esbuild";
import { type ScaleBuild, type ScaleRun, scaleTable } from "./scale-report.ts";
import { scaledRoot } from "./scaled-root.ts";

/**
 * scale-build.ts bundled like `site build`'s CLI (bin/site.js: esbuild, packages external), with
 * the prerender processes' module beside it: run by plain Node, without tsx, whose loader hooks
 * add a round trip to a thread to every import Vike makes while prerendering (about 1 s at ×30),
 * which `site build` does not pay. It is put where the
 * launcher puts its bundle, `.cache/cli/<folder>/` of a project holding `pipeline/` (here a link
 * to the repository's): the deploy stage finds the Pages Worker's source from there.
 */
function bundleBuildScript(repoRoot: string, root: string): string {
  const outdir = join(root, ".cache/cli/bench");
  symlinkSync(join(repoRoot, "pipeline"), join(root, "pipeline"));
  buildSync({
    entryPoints: [
      { in: join(repoRoot, "scripts/bench/scale-build.ts"), out: "scale-build" },
      { in: join(repoRoot, "pipeline/prerender/prerender-child.ts"), out: "prerender-child" },
    ],
    outdir,
    outExtension: { ".js": ".mjs" },
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    logLevel: "warning",
  });
  return join(outdir, "scale-build.mjs");
}

function buildIn(script: string, root: string, env: NodeJS.ProcessEnv): ScaleBuild & { ok: true } {
  const resultFile = join(root, "scale-build.json");
  rmSync(resultFile, { force: true });
  const run = spawnSync(
    process.execPath,
    [script, root, resultFile],
    // Vike takes an out dir for absolute only when its first folder is the working folder's.
    { stdio: ["ignore", "ignore", "pipe"], encoding: "utf8", maxBuffer: 64 * 1024 * 1024, cwd: root, env },
  );
  const build: ScaleBuild = existsSync(resultFile)
    ? (JSON.parse(readFileSync(resultFile, "utf8")) as ScaleBuild)
    : {
        ok: false,
        reason: `exited ${run.status ?? run.signal}:\n${run.stderr.trim().split("\n").slice(-15).join("\n")}`,
      };
  if (!build.ok) throw new Error(`The build of ${root} failed: ${build.reason}`);
  return build;
}

/**
 * `npm run bench -- --scale N`: builds the content grown N-fold three times — cold (no generated
 * files, no compression cache; the image cache is warm), warm with nothing changed, and warm
 * after one post changed — and prints a table of the stages. With `socialConcurrency`, a fourth
 * build renders every social image again, that many at once (SITE_SOCIAL_CONCURRENCY; 1 is one at
 * a time), to set the social stage beside the cold build's, which had one in flight per core.
 */
export function benchScale(repoRoot: string, scale: number, keep: boolean, socialConcurrency?: number): void {
  const scaled = scaledRoot(scale);
  const entries = Object.entries(scaled.counts)
    .map(([name, count]) => `${count} ${name}`)
    .join(", ");
  console.log(`Content ×${scale} in ${scaled.root}: ${entries}`);
  const runs: ScaleRun[] = [];
  const { SITE_SOCIAL_CONCURRENCY: _, ...env } = process.env;
  try {
    const script = bundleBuildScript(repoRoot, scaled.root);
    const step = (label: string, stepEnv: NodeJS.ProcessEnv = env) => {
      console.error(`  building: ${label}…`);
      runs.push({ label, build: buildIn(script, scaled.root, stepEnv) });
    };
    step("cold");
    step("warm, nothing changed");
    appendFileSync(scaled.onePost, "\nOne more paragraph, added by the benchmark.\n");
    step("warm, one post changed");
    if (socialConcurrency !== undefined) {
      rmSync(join(scaled.root, ".cache/social"), { recursive: true, force: true });
      step(`warm, social images cold, ${socialConcurrency} at once`, {
        ...env,
        SITE_SOCIAL_CONCURRENCY: String(socialConcurrency),
      });
    }
  } finally {
    if (!keep) rmSync(scaled.root, { recursive: true, force: true });
  }
  console.log(`\n${scaleTable(runs)}`);
}
