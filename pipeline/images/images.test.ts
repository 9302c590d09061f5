import {
  linkSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { imageKey, processImages } from "./images.ts";

const root = mkdtempSync(join(tmpdir(), "site-images-"));
const imagesDir = join(root, "content/images");
const publicDir = join(root, "public/img");
const cacheDir = join(root, ".cache/images");

function writeImage(name: string, colour: string, width = 1000, height = 600): Promise<unknown> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .toFile(join(imagesDir, name));
}

const requests = [
  { path: "a.jpg", preset: "card" },
  { path: "b.jpg", preset: "card" },
  { path: "mark.svg", preset: "logo" },
];

describe("processImages", () => {
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("encodes AVIF, WebP and the source format at the preset's widths, never wider than the source", async () => {
    mkdirSync(imagesDir, { recursive: true });
    await writeImage("a.jpg", "#224488");
    await writeImage("b.jpg", "#884422", 600, 400);
    writeFileSync(
      join(imagesDir, "mark.svg"),
      '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24"><!-- note --><circle cx="12" cy="12" r="10" fill="red"/></svg>',
    );

    const first = await processImages(root, requests, publicDir, cacheDir);
    expect(first.processed).toBe(3);
    expect(first.reused).toBe(0);

    const a = first.assets.get(imageKey(requests[0] as (typeof requests)[0]));
    expect(a?.width).toBe(800);
    expect(a?.height).toBe(480);
    expect(a?.sources.map((source) => source.type)).toEqual(["image/avif", "image/webp"]);
    expect(a?.sources[0]?.srcset).toMatch(
      /^\/img\/a-[0-9a-f]{10}-400\.avif 400w, \/img\/a-[0-9a-f]{10}-672\.avif 672w, \/img\/a-[0-9a-f]{10}-800\.avif 800w$/,
    );
    expect(a?.src).toMatch(/^\/img\/a-[0-9a-f]{10}-800\.jpg$/);
    expect(a?.placeholder).toMatch(/^data:image\/webp;base64,/);

    const b = first.assets.get(imageKey(requests[1] as (typeof requests)[0]));
    expect(b?.width).toBe(600);
    expect(b?.srcset).toMatch(/^[^,]+ 400w, [^,]+ 600w$/);

    const svg = first.assets.get(imageKey(requests[2] as (typeof requests)[0]));
    expect(svg?.src).toMatch(/^\/img\/mark-[0-9a-f]{10}\.svg$/);
    expect(svg?.width).toBe(24);
    expect(readdirSync(publicDir)).toHaveLength(3 * 3 + 3 * 2 + 1);
  });

  it("reuses every image from the cache when nothing changed", async () => {
    const second = await processImages(root, requests, publicDir, cacheDir);
    expect(second.processed).toBe(0);
    expect(second.reused).toBe(3);
  });

  it("reprocesses only the image whose bytes changed, and drops its stale files", async () => {
    const before = readdirSync(publicDir).filter((name) => name.startsWith("a-"));
    await writeImage("a.jpg", "#22aa44");
    const third = await processImages(root, requests, publicDir, cacheDir);
    expect(third.processed).toBe(1);
    expect(third.reused).toBe(2);
    const after = readdirSync(publicDir).filter((name) => name.startsWith("a-"));
    expect(after).toHaveLength(before.length);
    expect(after.some((name) => before.includes(name))).toBe(false);
  });

  it("encodes again, without failing, an image whose cache entry is unreadable (a build stopped while writing it)", async () => {
    const manifests = readdirSync(cacheDir).filter((name) => name.endsWith(".json"));
    expect(manifests.length).toBeGreaterThanOrEqual(3);
    for (const name of manifests) writeFileSync(join(cacheDir, name), '{"asset":{"src":"/img/a');
    const again = await processImages(root, requests, publicDir, cacheDir);
    expect(again.processed).toBe(3);
    expect(again.reused).toBe(0);
    expect((await processImages(root, requests, publicDir, cacheDir)).reused).toBe(3);
  });

  it("writes a file it encodes again as a new file, so a cache copied as hard links never changes the original's files", async () => {
    // A copy of the cache's encoded files without their manifests: every image is encoded again,
    // to the names the copy already holds.
    const copyDir = join(root, "copy/.cache/images");
    mkdirSync(join(copyDir, "files"), { recursive: true });
    const files = readdirSync(join(cacheDir, "files"));
    for (const name of files) linkSync(join(cacheDir, "files", name), join(copyDir, "files", name));
    const original = (name: string) => statSync(join(cacheDir, "files", name));
    const before = new Map(files.map((name) => [name, original(name).mtimeMs]));

    const result = await processImages(root, requests, join(root, "copy/public/img"), copyDir);
    expect(result.processed).toBe(3);
    const rewritten = result.files.filter((name) => before.has(name));
    expect(rewritten.length).toBeGreaterThan(0);
    for (const name of rewritten) {
      expect(statSync(join(copyDir, "files", name)).ino, name).not.toBe(original(name).ino);
      expect(original(name).mtimeMs, name).toBe(before.get(name));
    }
  });

  it("never reads an image through a symbolic link (content/images/site/leak.svg -> /etc/passwd)", async () => {
    mkdirSync(imagesDir, { recursive: true });
    symlinkSync("/etc/passwd", join(imagesDir, "leak.svg"));
    await expect(
      processImages(root, [{ path: "leak.svg", preset: "logo" }], publicDir, cacheDir),
    ).rejects.toThrow("is a symbolic link");
    expect(readdirSync(publicDir).some((name) => name.startsWith("leak"))).toBe(false);
  });
});
