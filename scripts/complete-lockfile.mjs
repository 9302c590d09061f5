// `npm run lock:complete`: run after `npm install` changes package-lock.json.
//
// The registry these machines reach serves only the Linux x64 builds of packages with per-platform
// binaries (Biome, Tailwind's oxide). `npm install` then leaves the other platforms' optional
// packages out of the lock, and `npm ci` refuses that lock as out of sync with package.json.
// Listing them with their os/cpu lets `npm ci` skip them as foreign platforms, as it should.
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const lockPath = fileURLToPath(new URL("../package-lock.json", import.meta.url));

/** os, cpu and libc of a platform package, read from its name (e.g. @biomejs/cli-linux-x64-musl). */
export function platformOf(name) {
  const os = ["darwin", "linux", "win32", "android", "freebsd"].find((candidate) =>
    name.includes(`-${candidate}`),
  );
  const cpu = name.includes("wasm32")
    ? "wasm32"
    : ["arm64", "x64", "arm"].find((candidate) => name.includes(`-${candidate}`));
  const libc = name.includes("musl") ? "musl" : os === "linux" && name.includes("gnu") ? "glibc" : undefined;
  return { ...(cpu ? { cpu: [cpu] } : {}), ...(os ? { os: [os] } : {}), ...(libc ? { libc: [libc] } : {}) };
}

/** Optional dependencies that a locked package declares but the lock does not list. */
export function missingOptionalPackages(lock) {
  const missing = new Map();
  for (const entry of Object.values(lock.packages ?? {})) {
    for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
      if (!lock.packages[`node_modules/${name}`]) missing.set(name, version);
    }
  }
  return missing;
}

export function completeLock(lock) {
  for (const [name, version] of missingOptionalPackages(lock)) {
    lock.packages[`node_modules/${name}`] = {
      version: version.replace(/^[\^~=]/, ""),
      ...platformOf(name),
      optional: true,
    };
  }
  return lock;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const lock = JSON.parse(readFileSync(lockPath, "utf8"));
  const count = missingOptionalPackages(lock).size;
  if (count > 0) writeFileSync(lockPath, `${JSON.stringify(completeLock(lock), null, 2)}\n`);
  console.log(
    count > 0
      ? `package-lock.json: listed ${count} optional platform packages`
      : "package-lock.json is complete",
  );
}
