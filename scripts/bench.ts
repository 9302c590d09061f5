/**
 * `npm run bench`: the build's stage timings (cold with --cold, which empties the image cache),
 * the time of `site validate`, and per route the JavaScript and CSS a page loads, raw and gzip.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { formatBytes } from "../cli/format.ts";
import { buildSite } from "../cli/pipeline/build.ts";
import { htmlFileOf } from "../cli/pipeline/prerender.ts";

const root = resolve(import.meta.dirname, "..");
const clientDir = join(root, "dist/client");

function timeValidate(): number {
  const started = performance.now();
  execFileSync(process.execPath, [join(root, "bin/site.js"), "validate"], { cwd: root, stdio: "ignore" });
  return Math.round(performance.now() - started);
}

/** Every script, module preload and stylesheet the page's HTML asks for. */
function assetsOf(html: string): { js: string[]; css: string[] } {
  const attr = (tag: string, name: string) => new RegExp(`${name}="([^"]+)"`).exec(tag)?.[1];
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  const js = new Set<string>();
  const css = new Set<string>();
  for (const tag of tags) {
    if (tag.startsWith("<script")) {
      const src = attr(tag, "src");
      if (src) js.add(src);
    } else if (/rel="modulepreload"/.test(tag)) {
      const href = attr(tag, "href");
      if (href) js.add(href);
    } else if (/rel="stylesheet"/.test(tag)) {
      const href = attr(tag, "href");
      if (href) css.add(href);
    }
  }
  // Inline module scripts import entries too; count their static imports.
  for (const match of html.matchAll(/import\(?\s*["'](\/assets\/[^"']+\.js)["']/g))
    if (match[1]) js.add(match[1]);
  return { js: [...js], css: [...css] };
}

function sizes(urls: readonly string[]): { raw: number; gzip: number } {
  let raw = 0;
  let gzip = 0;
  for (const url of urls) {
    const path = join(clientDir, url.split("?")[0] ?? url);
    if (!existsSync(path)) continue;
    const content = readFileSync(path);
    raw += content.length;
    gzip += gzipSync(content, { level: 9 }).length;
  }
  return { raw, gzip };
}

const cold = process.argv.includes("--cold");
if (cold) rmSync(join(root, ".cache/images"), { recursive: true, force: true });

const result = await buildSite(root);
if (!result.ok) {
  console.error("The build failed: run `npm run build` to see why.");
  process.exit(1);
}
console.log(
  `Build (${cold ? "cold: empty image cache" : "warm"}), ${result.images.processed} images processed, ${result.images.reused} reused`,
);
for (const { stage, ms } of result.timings) console.log(`  ${stage.padEnd(10)} ${String(ms).padStart(6)} ms`);
console.log(
  `  ${"total".padEnd(10)} ${String(result.timings.reduce((sum, t) => sum + t.ms, 0)).padStart(6)} ms`,
);
console.log(`site validate (whole command): ${timeValidate()} ms (budget 1000 ms)\n`);

const routes = [...result.validation.routes, "/404"];
console.log(
  `${"route".padEnd(36)} ${"JS raw".padStart(10)} ${"JS gzip".padStart(10)} ${"CSS raw".padStart(10)} ${"CSS gzip".padStart(10)}`,
);
for (const route of routes) {
  const file = route === "/404" ? join(clientDir, "404.html") : htmlFileOf(clientDir, route);
  const { js, css } = assetsOf(readFileSync(file, "utf8"));
  const jsSize = sizes(js);
  const cssSize = sizes(css);
  const over = jsSize.gzip > 120 * 1024 || cssSize.gzip > 20 * 1024 ? "  over budget" : "";
  console.log(
    `${route.padEnd(36)} ${formatBytes(jsSize.raw).padStart(10)} ${formatBytes(jsSize.gzip).padStart(10)} ${formatBytes(cssSize.raw).padStart(10)} ${formatBytes(cssSize.gzip).padStart(10)}${over}`,
  );
}
console.log("\nBudgets: JS ≤ 120 KB gzip and CSS ≤ 20 KB gzip per page.");
