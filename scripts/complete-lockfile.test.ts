import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain ESM script without type declarations
import { completeLock, missingOptionalPackages, platformOf } from "./complete-lockfile.mjs";
import { repoRoot } from "./support/repo-root.ts";

describe("package-lock.json", () => {
  it("lists every optional platform package, so `npm ci` accepts it (run `npm run lock:complete` after `npm install`)", () => {
    const lock = JSON.parse(readFileSync(join(repoRoot, "package-lock.json"), "utf8"));
    expect([...missingOptionalPackages(lock).keys()]).toEqual([]);
  });

  it("reads the platform from a package name", () => {
    expect(platformOf("@biomejs/cli-linux-x64-musl")).toEqual({
      cpu: ["x64"],
      os: ["linux"],
      libc: ["musl"],
    });
    expect(platformOf("@tailwindcss/oxide-linux-x64-gnu")).toEqual({
      cpu: ["x64"],
      os: ["linux"],
      libc: ["glibc"],
    });
    expect(platformOf("@tailwindcss/oxide-win32-arm64-msvc")).toEqual({ cpu: ["arm64"], os: ["win32"] });
  });

  it("adds what is missing and nothing else", () => {
    const lock = {
      packages: {
        "node_modules/tool": {
          version: "1.0.0",
          optionalDependencies: { "tool-darwin-arm64": "1.0.0", "tool-linux-x64": "1.0.0" },
        },
        "node_modules/tool-linux-x64": { version: "1.0.0", os: ["linux"], cpu: ["x64"], optional: true },
      },
    };
    const completed = completeLock(lock);
    expect(completed.packages["node_modules/tool-darwin-arm64"]).toEqual({
      version: "1.0.0",
      cpu: ["arm64"],
      os: ["darwin"],
      optional: true,
    });
    expect(Object.keys(completed.packages)).toHaveLength(3);
  });
});
