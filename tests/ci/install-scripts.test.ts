import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { repoRoot } from "../support/fixture-root.ts";

interface LockEntry {
  hasInstallScript?: boolean;
}
const lock = JSON.parse(readFileSync(join(repoRoot, "package-lock.json"), "utf8")) as {
  packages: Record<string, LockEntry>;
};
const { allowScripts = {} } = JSON.parse(readFileSync(join(repoRoot, "package.json"), "utf8")) as {
  allowScripts?: Record<string, boolean>;
};

/** `better-sqlite3@12.11.1` or `@scope/name` → the package name. */
const nameOf = (entry: string) => entry.replace(/(?<=.)@[^@/]*$/, "");
/** What package.json decides for `name`: true, false, or undefined when it does not say. */
const decision = (name: string) =>
  Object.entries(allowScripts).find(([entry]) => nameOf(entry) === name)?.[1];

describe("install scripts (package.json allowScripts, docs/operations.md 'Install scripts')", () => {
  it("are decided for every locked package that has one, so npm ci warns of none", () => {
    const withScripts = Object.entries(lock.packages)
      .filter(([, entry]) => entry.hasInstallScript)
      .map(([path]) => path.slice(path.lastIndexOf("node_modules/") + "node_modules/".length));
    expect(withScripts.length).toBeGreaterThan(0);
    expect(withScripts.filter((name) => decision(name) === undefined)).toEqual([]);
  });

  it("run for better-sqlite3, whose native module the SQLite store needs, and not for vnu-jar's Java downloader", () => {
    expect(decision("better-sqlite3")).toBe(true);
    expect(decision("vnu-jar")).toBe(false);
  });
});
