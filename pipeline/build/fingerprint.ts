import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { isBuildInTime } from "./build-info.ts";

/** What a build is made from: when none of it changed, the last build is still good. */
const inputs = [
  "content",
  "schemas",
  "site",
  "contracts",
  "pipeline",
  "cli",
  "vite.config.ts",
  "package-lock.json",
];
const skipped = new Set(["generated", "node_modules"]);

function collect(root: string, path: string, into: string[]): void {
  if (!existsSync(path)) return;
  const stats = statSync(path);
  if (!stats.isDirectory()) {
    into.push(`${relative(root, path)}:${stats.size}:${Math.round(stats.mtimeMs)}`);
    return;
  }
  for (const name of readdirSync(path).sort()) if (!skipped.has(name)) collect(root, join(path, name), into);
}

function inputFingerprint(root: string): string {
  const entries: string[] = [];
  for (const input of inputs) collect(root, join(root, input), entries);
  return createHash("sha256").update(entries.join("\n")).digest("hex");
}

const stampFile = (root: string) => join(root, "dist/.inputs");

/**
 * Whether dist/ is the site as it is now: made from the current inputs, not a preview of another
 * moment, and with no entry published or expired since (dist/build-info.json).
 */
export function isBuildCurrent(root: string, now: Date = new Date()): boolean {
  const stamp = stampFile(root);
  if (!existsSync(stamp) || !existsSync(join(root, "dist/client/index.html"))) return false;
  return readFileSync(stamp, "utf8") === inputFingerprint(root) && isBuildInTime(join(root, "dist"), now);
}

export function recordBuildInputs(root: string): void {
  writeFileSync(stampFile(root), inputFingerprint(root));
}
