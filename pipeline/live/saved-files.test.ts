import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createServer, type ViteDevServer } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { onSavedFiles } from "./saved-files.ts";

/** Vite's own watcher (what `site dev` listens to) on a scratch folder. */
describe("onSavedFiles", () => {
  let folder: string;
  let server: ViteDevServer;

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), "saved-files-"));
    server = await createServer({
      root: folder,
      configFile: false,
      logLevel: "silent",
      server: { middlewareMode: true, hmr: false },
    });
  });

  afterAll(async () => {
    await server.close();
    rmSync(folder, { recursive: true, force: true });
  });

  /** Writes `file` once, then again as soon as the first save is reported; the contents reported. */
  async function twoQuickSaves(watch: (saved: (path: string) => void) => void): Promise<string[]> {
    const file = join(folder, `page-${Math.random().toString(36).slice(2)}.yaml`);
    writeFileSync(file, "title: Before\n");
    const reported: string[] = [];
    let second = false;
    watch((path) => {
      if (path !== file) return;
      const text = readFileSync(path, "utf8");
      reported.push(text);
      if (text === "title: First save\n" && !second) {
        second = true;
        writeFileSync(file, "title: Second save\n");
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    writeFileSync(file, "title: First save\n");
    await new Promise((resolve) => setTimeout(resolve, 500));
    return reported;
  }

  it("reports a second save made as soon as the first was reported, which Vite's watcher drops", async () => {
    server.watcher.add(folder);
    const watched = await twoQuickSaves((saved) =>
      onSavedFiles(server.watcher, (path) => path.endsWith(".yaml"), saved),
    );
    expect(watched.at(-1)).toBe("title: Second save\n");
  });

  /** Every content a new file had when a save of it was reported, for 400 ms after `save` ran. */
  async function reportedAround(file: string, save: () => Promise<void>): Promise<string[]> {
    writeFileSync(file, "title: Before\n");
    server.watcher.add(folder);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const reported: string[] = [];
    onSavedFiles(
      server.watcher,
      (path) => path === file,
      (path) => reported.push(readFileSync(path, "utf8")),
    );
    await save();
    await new Promise((resolve) => setTimeout(resolve, 400));
    return reported;
  }

  it("does not report the empty file an editor saving in place leaves for a moment, only the text it writes", async () => {
    const file = join(folder, "in-place.yaml");
    const reported = await reportedAround(file, async () => {
      const descriptor = openSync(file, "w");
      await new Promise((resolve) => setTimeout(resolve, 30));
      writeSync(descriptor, "title: After\n");
      closeSync(descriptor);
    });
    expect(reported.length).toBeGreaterThan(0);
    expect(reported.filter((text) => text !== "title: After\n")).toEqual([]);
  });

  it("reports a file emptied on purpose", async () => {
    const file = join(folder, "emptied.yaml");
    const reported = await reportedAround(file, async () => writeFileSync(file, ""));
    expect(reported).toEqual([""]);
  });
});
