import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { linkTree } from "./link-tree.ts";

const dir = mkdtempSync(join(tmpdir(), "link-tree-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("linkTree", () => {
  it("gives the target every file of the source, nested folders too, as hard links", () => {
    mkdirSync(join(dir, "source/files"), { recursive: true });
    writeFileSync(join(dir, "source/a.json"), "{}");
    writeFileSync(join(dir, "source/files/b.avif"), "avif");
    linkTree(join(dir, "source"), join(dir, "target"));
    expect(readdirSync(join(dir, "target"), { recursive: true }).sort()).toEqual([
      "a.json",
      "files",
      "files/b.avif",
    ]);
    for (const file of ["a.json", "files/b.avif"]) {
      expect(statSync(join(dir, "target", file)).ino).toBe(statSync(join(dir, "source", file)).ino);
    }
  });

  it("makes an empty target of a source that does not exist", () => {
    linkTree(join(dir, "missing"), join(dir, "empty"));
    expect(existsSync(join(dir, "empty"))).toBe(true);
    expect(readdirSync(join(dir, "empty"))).toEqual([]);
  });
});
