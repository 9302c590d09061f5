import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { BUILD_FILES_TEXT, builtRoutes, isCompleteBuild } from "./built-site.ts";

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "built-site-"));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const write = (file: string, text: string) => {
  mkdirSync(dirname(join(root, file)), { recursive: true });
  writeFileSync(join(root, file), text);
};

describe("isCompleteBuild", () => {
  it("needs the home page and the server settings", () => {
    expect(BUILD_FILES_TEXT).toBe("dist/client/index.html and dist/server-settings.json");
    expect(isCompleteBuild(root)).toBe(false);
    write("dist/client/index.html", "<!doctype html>");
    expect(isCompleteBuild(root)).toBe(false);
    write("dist/server-settings.json", "{}");
    expect(isCompleteBuild(root)).toBe(true);
  });
});

describe("builtRoutes", () => {
  it("reads site/generated/routes.json, and is undefined without it", () => {
    expect(builtRoutes(root)).toBeUndefined();
    write("site/generated/routes.json", '["/", "/about"]\n');
    expect(builtRoutes(root)).toEqual(["/", "/about"]);
  });
});
