import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ROOT } from "../../tests/support/paths.ts";
import { loadBrand } from "./brand.ts";
import type { SocialPage } from "./pages.ts";
import { renderSocialImages } from "./social-images.ts";

/** When set, the next write into this folder stops halfway, as a build stopped mid-write does. */
const interrupt = vi.hoisted(() => ({ under: undefined as string | undefined }));

vi.mock("node:fs/promises", async (importOriginal) => {
  const actual = await importOriginal<typeof import("node:fs/promises")>();
  const writeFile: typeof actual.writeFile = async (file, data, options) => {
    const under = interrupt.under;
    if (under === undefined || typeof file !== "string" || !file.startsWith(under) || !Buffer.isBuffer(data))
      return actual.writeFile(file, data, options);
    interrupt.under = undefined;
    await actual.writeFile(file, data.subarray(0, data.length >> 1));
    throw new Error("the build was stopped");
  };
  return { ...actual, writeFile, default: { ...actual, writeFile } };
});

const page: SocialPage = { route: "/services/cloud-migration", title: "Cloud Migration", label: "Service" };
let folder: string;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), "social-interrupted-"));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

describe("renderSocialImages after a build stopped while caching an image", () => {
  it("renders the image again instead of publishing the half-written one", async () => {
    const brand = await loadBrand(ROOT, { name: "Northwind Digital", url: "https://www.example.com" });
    const publicDir = join(folder, "public/social");
    const cacheDir = join(folder, "cache");
    interrupt.under = cacheDir;
    await expect(renderSocialImages(ROOT, [page], brand, publicDir, cacheDir)).rejects.toThrow(
      "the build was stopped",
    );
    const result = await renderSocialImages(ROOT, [page], brand, publicDir, cacheDir);
    expect(result).toMatchObject({ rendered: 1, reused: 0 });
    const src = result.images.get(page.route)?.src ?? "";
    const published = join(publicDir, src.slice("/social/".length));
    const { width, height } = await sharp(published).metadata();
    expect({ width, height }).toEqual({ width: 1200, height: 630 });
    expect((await sharp(published).stats()).isOpaque).toBe(true);
  }, 60_000);
});
