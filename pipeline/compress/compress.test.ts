import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { precompress } from "./compress.ts";

const root = mkdtempSync(join(tmpdir(), "site-compress-"));
const clientDir = join(root, "dist/client");
const cacheDir = join(root, ".cache/compressed");

function write(path: string, text: string): void {
  mkdirSync(join(clientDir, path, ".."), { recursive: true });
  writeFileSync(join(clientDir, path), text);
}

/** A build starts from an empty dist/, as `site build` does. */
function freshDist(files: Record<string, string>): void {
  rmSync(join(root, "dist"), { recursive: true, force: true });
  for (const [path, text] of Object.entries(files)) write(path, text);
}

const page = (title: string) => `<!doctype html><title>${title}</title>${"<p>text</p>".repeat(200)}`;

describe("precompress", () => {
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("writes a .br and a .gz of every text file that decompress to the source", async () => {
    freshDist({
      "index.html": page("Home"),
      "assets/app-abc123.js": "console.log(1);".repeat(50),
      "img/a.jpg": "x",
    });
    const result = await precompress(clientDir, cacheDir);
    expect(result).toEqual({ files: 2, compressed: 2, reused: 0, removed: 0 });
    const html = join(clientDir, "index.html");
    expect(brotliDecompressSync(readFileSync(`${html}.br`)).toString()).toBe(page("Home"));
    expect(gunzipSync(readFileSync(`${html}.gz`)).toString()).toBe(page("Home"));
    expect(existsSync(join(clientDir, "img/a.jpg.br"))).toBe(false);
  });

  it("reuses the outputs of unchanged files and recompresses a changed one", async () => {
    freshDist({ "index.html": page("Home, changed"), "assets/app-abc123.js": "console.log(1);".repeat(50) });
    const result = await precompress(clientDir, cacheDir);
    expect(result).toMatchObject({ files: 2, compressed: 1, reused: 1 });
    const html = join(clientDir, "index.html");
    expect(brotliDecompressSync(readFileSync(`${html}.br`)).toString()).toBe(page("Home, changed"));
    const js = join(clientDir, "assets/app-abc123.js");
    expect(gunzipSync(readFileSync(`${js}.gz`)).toString()).toBe("console.log(1);".repeat(50));
  });

  it("compresses nothing when nothing changed", async () => {
    freshDist({ "index.html": page("Home, changed"), "assets/app-abc123.js": "console.log(1);".repeat(50) });
    expect(await precompress(clientDir, cacheDir)).toMatchObject({ compressed: 0, reused: 2 });
  });

  it("removes the outputs of a deleted file, beside it and in the cache", async () => {
    rmSync(join(clientDir, "assets/app-abc123.js"));
    const result = await precompress(clientDir, cacheDir);
    expect(result).toEqual({ files: 1, compressed: 0, reused: 1, removed: 2 });
    expect(readdirSync(join(clientDir, "assets"))).toEqual([]);
    expect(readdirSync(cacheDir)).toHaveLength(2);
  });

  it("recompresses when a cached output went missing", async () => {
    for (const name of readdirSync(cacheDir).filter((name) => name.endsWith(".gz")))
      rmSync(join(cacheDir, name));
    expect(await precompress(clientDir, cacheDir)).toMatchObject({ compressed: 1, reused: 0 });
  });
  it("never changes a cached output through the file beside a page (outputs are linked from the cache)", async () => {
    const cache = join(root, ".cache/linked");
    const unpacked = (path: string) => brotliDecompressSync(readFileSync(join(clientDir, path))).toString();
    freshDist({ "index.html": page("Before"), "other/index.html": page("Before") });
    await precompress(clientDir, cache);
    // The same dist/ again, one page changed (the second: its outputs were restored from the
    // cache, the first's written): its new outputs must not go into the cache entry, which the
    // other page's outputs still are.
    write("other/index.html", page("After"));
    expect(await precompress(clientDir, cache)).toMatchObject({ compressed: 1, reused: 1 });
    expect(unpacked("other/index.html.br")).toBe(page("After"));
    expect(unpacked("index.html.br")).toBe(page("Before"));
    freshDist({ "index.html": page("Before") });
    expect(await precompress(clientDir, cache)).toMatchObject({ compressed: 0, reused: 1 });
    expect(unpacked("index.html.br")).toBe(page("Before"));
    expect(gunzipSync(readFileSync(join(clientDir, "index.html.gz"))).toString()).toBe(page("Before"));
  });

  it("compresses a content shared by several files once, with no race on its cache entry", async () => {
    const shared = page("Shared");
    freshDist(
      Object.fromEntries(Array.from({ length: 8 }, (_, index) => [`copy-${index}/index.html`, shared])),
    );
    expect(await precompress(clientDir, join(root, ".cache/shared"))).toMatchObject({
      compressed: 1,
      reused: 7,
    });
    for (let index = 0; index < 8; index++)
      expect(gunzipSync(readFileSync(join(clientDir, `copy-${index}/index.html.gz`))).toString()).toBe(
        shared,
      );
  });

  it("leaves the not-found pages uncompressed: their text is completed per request", async () => {
    freshDist({
      "about/index.html": page("About"),
      "404.html": page("Page Not Found"),
      "projects/_not-found/index.html": page("Project Not Found"),
    });
    const result = await precompress(clientDir, cacheDir);
    expect(result.files).toBe(1);
    expect(existsSync(join(clientDir, "about/index.html.br"))).toBe(true);
    for (const notFound of ["404.html", "projects/_not-found/index.html"]) {
      expect(existsSync(join(clientDir, `${notFound}.br`)), notFound).toBe(false);
      expect(existsSync(join(clientDir, `${notFound}.gz`)), notFound).toBe(false);
    }
  });
});
