import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { setAside } from "./set-aside.ts";

const root = mkdtempSync(join(tmpdir(), "site-set-aside-"));
const dist = join(root, "dist");
const trash = join(root, ".cache/previous-dist");

function fillDist(): void {
  mkdirSync(join(dist, "client/blog"), { recursive: true });
  for (let page = 0; page < 50; page++) writeFileSync(join(dist, `client/blog/${page}.html`), "<p>old</p>");
}

describe("setAside", () => {
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("frees the folder's name before it returns and deletes the folder afterwards", async () => {
    fillDist();
    const previous = await setAside(dist, trash);
    expect(existsSync(dist)).toBe(false);
    // The name is free at once: the next build writes its dist/ while the old one is deleted.
    mkdirSync(dist);
    await previous.removed;
    expect(existsSync(dist)).toBe(true);
    expect(readdirSync(trash)).toEqual([]);
  });

  it("deletes what a build that stopped halfway left in the trash", async () => {
    mkdirSync(join(trash, "12345-1"), { recursive: true });
    writeFileSync(join(trash, "12345-1/index.html"), "left over");
    rmSync(dist, { recursive: true, force: true });
    fillDist();
    await (await setAside(dist, trash)).removed;
    expect(readdirSync(trash)).toEqual([]);
  });

  it("accepts a folder that does not exist (the first build)", async () => {
    rmSync(dist, { recursive: true, force: true });
    await expect((await setAside(dist, trash)).removed).resolves.toBeUndefined();
    expect(existsSync(dist)).toBe(false);
  });
});
