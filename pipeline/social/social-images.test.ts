import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROOT } from "../../tests/support/paths.ts";
import { type Brand, loadBrand } from "./brand.ts";
import type { SocialPage } from "./pages.ts";
import { renderSocialImages, routeStem, socialConcurrency } from "./social-images.ts";

const site = { name: "Northwind Digital", url: "https://www.example.com" };
const service: SocialPage = {
  route: "/services/cloud-migration",
  title: "Cloud Migration",
  label: "Service",
};
const job: SocialPage = { route: "/careers/designer", title: "UI/UX Designer", label: "Job opening" };
const project: SocialPage = {
  route: "/projects/better-that",
  title: "Better That",
  label: "Project",
  picture: "projects/better-that-thumb.jpg",
};

let brand: Brand;
let folder: string;
const publicDir = () => join(folder, "public/social");
const cacheDir = () => join(folder, "cache");
const render = (pages: SocialPage[]) => renderSocialImages(ROOT, pages, brand, publicDir(), cacheDir());
const publicFile = (src: string) => join(publicDir(), src.slice("/social/".length));

beforeAll(async () => {
  brand = await loadBrand(ROOT, site);
  folder = await mkdtemp(join(tmpdir(), "social-images-"));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

describe("renderSocialImages", () => {
  it("renders a 1200×630 JPEG per page, a different image for a different title", async () => {
    const result = await render([service, job, project]);
    expect(result).toMatchObject({ rendered: 3, reused: 0 });
    const files = [service, job, project].map((page) => publicFile(result.images.get(page.route)?.src ?? ""));
    for (const file of files) {
      const { width, height, format } = await sharp(file).metadata();
      expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: "jpeg" });
    }
    const [serviceBytes, jobBytes] = await Promise.all(files.slice(0, 2).map((file) => readFile(file)));
    expect(serviceBytes?.equals(jobBytes as Buffer)).toBe(false);
    expect(result.images.get(service.route)).toEqual({
      src: expect.stringMatching(/^\/social\/services-cloud-migration-[0-9a-f]{16}\.jpg$/),
      width: 1200,
      height: 630,
      type: "image/jpeg",
      alt: "Northwind Digital — Service: Cloud Migration",
    });
  }, 60_000);

  it("reuses every image whose inputs did not change", async () => {
    const before = await render([service, job, project]);
    expect(before).toMatchObject({ rendered: 0, reused: 3 });
  }, 30_000);

  it("renders again only the page whose title changed, under a new name, and drops the old file", async () => {
    const first = (await render([service, job])).images.get(job.route)?.src;
    const renamed = { ...job, title: "Senior UI/UX Designer" };
    const result = await render([service, renamed]);
    expect(result).toMatchObject({ rendered: 1, reused: 1 });
    const second = result.images.get(job.route)?.src;
    expect(second).not.toBe(first);
    const names = await readdir(publicDir());
    expect(names.sort()).toEqual(
      [service, renamed].map((page) => result.images.get(page.route)?.src.slice("/social/".length)).sort(),
    );
  }, 30_000);

  it("renders every image again for another brand", async () => {
    const otherBrand = await loadBrand(ROOT, { ...site, name: "Southwind Digital" });
    const result = await renderSocialImages(ROOT, [service], otherBrand, publicDir(), cacheDir());
    expect(result).toMatchObject({ rendered: 1, reused: 0 });
    expect(result.images.get(service.route)?.alt).toBe("Southwind Digital — Service: Cloud Migration");
  }, 30_000);

  it("wraps and clamps a very long title inside the right margin, where only the dark ground shows", async () => {
    const long = { ...service, title: "Cloud Migration ".repeat(20).trim() };
    const src = (await render([long])).images.get(long.route)?.src ?? "";
    // The title's ink is near white; the ground and its glows stay below 130 in every channel.
    const strip = await sharp(publicFile(src))
      .extract({ left: 1136, top: 140, width: 64, height: 360 })
      .toBuffer();
    const margin = await sharp(strip).stats();
    expect(Math.max(...margin.channels.map((channel) => channel.max))).toBeLessThan(130);
  }, 30_000);
});

describe("routeStem", () => {
  it("names the home page and joins a route's segments", () => {
    expect(routeStem("/")).toBe("home");
    expect(routeStem("/blog/tag/mobile/page/2")).toBe("blog-tag-mobile-page-2");
  });
});

describe("socialConcurrency", () => {
  it("takes SITE_SOCIAL_CONCURRENCY, else two images per core", () => {
    expect(socialConcurrency({ SITE_SOCIAL_CONCURRENCY: "1" })).toBe(1);
    expect(socialConcurrency({ SITE_SOCIAL_CONCURRENCY: " 3 " })).toBe(3);
    expect(socialConcurrency({})).toBe(2 * availableParallelism());
  });

  it("names the variable and the value when it is not a whole number of images", () => {
    for (const value of ["0", "two", "1.5"])
      expect(() => socialConcurrency({ SITE_SOCIAL_CONCURRENCY: value })).toThrow(
        `SITE_SOCIAL_CONCURRENCY takes a whole number of images, 1 or more, not "${value}"`,
      );
  });
});
