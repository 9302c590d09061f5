// `npm run images:generate` runs this first. The tool's own dependencies (DiceBear, the type
// families of the client logos) are not the site's, so the root `npm ci` leaves them out: they are
// installed here on first use, and again whenever the tool's lock is newer than the install.
import { spawnSync } from "node:child_process";
import { statSync } from "node:fs";
import { join } from "node:path";

const toolDir = import.meta.dirname;

/** When the file was last written; undefined when it is missing. */
function writtenAt(file) {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return undefined;
  }
}

// npm writes node_modules/.package-lock.json at the end of every install.
const installedAt = writtenAt(join(toolDir, "node_modules/.package-lock.json"));
const lockedAt = writtenAt(join(toolDir, "package-lock.json")) ?? 0;
if (installedAt === undefined || lockedAt > installedAt) {
  console.log("Installing the sample-art tool's dependencies into tools/sample-art/node_modules…");
  const args = ["ci", "--no-audit", "--no-fund"];
  // The npm that runs this script (npm_execpath) when there is one, else the one on the PATH.
  const npm = process.env.npm_execpath;
  const result = npm
    ? spawnSync(process.execPath, [npm, ...args], { cwd: toolDir, stdio: "inherit" })
    : spawnSync("npm", args, { cwd: toolDir, stdio: "inherit", shell: process.platform === "win32" });
  if (result.status !== 0) {
    console.error("The sample-art tool's dependencies could not be installed (see npm's output above).");
    process.exit(1);
  }
}
