import { mkdir } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import type { SocialImage } from "../../contracts/social-image.ts";
import { runPool } from "../fs/pool.ts";
import { contentHash, copyIfMissing, exists, removeAllBut } from "../fs/public-files.ts";
import { writeWhole } from "../fs/write-whole.ts";
import { readUnlinked } from "../load/no-links.ts";
import type { Brand } from "./brand.ts";
import { SOCIAL_IMAGE_SIZE, type SocialCardContent } from "./card.ts";
import type { SocialPage } from "./pages.ts";
import { RENDERER, renderSocialImage, SOCIAL_IMAGE_FORMAT } from "./render.ts";

export interface SocialImageStageResult {
  /** By route. */
  images: Map<string, SocialImage>;
  rendered: number;
  reused: number;
}

/** The picture beside a title is shown 456 px wide: twice that is sharp enough and keeps the SVG small. */
const PICTURE_WIDTH = 912;

/** "/" → "home", "/services/ai-ml" → "services-ai-ml". */
export function routeStem(route: string): string {
  return (
    route
      .replace(/^\/+|\/+$/g, "")
      .replace(/[^a-z0-9-]+/gi, "-")
      .toLowerCase() || "home"
  );
}

export function altText(page: SocialPage, brand: Brand): string {
  return page.label ? `${brand.name} — ${page.label}: ${page.title}` : `${brand.name} — ${page.title}`;
}

async function pictureDataUrl(source: Buffer): Promise<string> {
  const resized = await sharp(source)
    .resize({ width: PICTURE_WIDTH, withoutEnlargement: true })
    .jpeg({ quality: 85 })
    .toBuffer();
  return `data:image/jpeg;base64,${resized.toString("base64")}`;
}

/**
 * How many images render at once: SITE_SOCIAL_CONCURRENCY (1: one at a time), else two per core.
 * satori lays a card out on this thread (about 17 ms), then sharp rasterises and encodes it on a
 * thread of libuv's pool (about 115 ms; 4 threads by default), so images in flight keep the cores
 * busy without worker threads: on 2 cores, 1 at once rendered 9 images/s on 1.1 cores, 2 at once
 * 15/s on 1.8, 4 at once 18/s on 1.97 (docs/performance.md, "Build stages and CPU use").
 */
export function socialConcurrency(env: NodeJS.ProcessEnv = process.env): number {
  const given = env.SITE_SOCIAL_CONCURRENCY?.trim();
  if (given === undefined || given === "") return 2 * availableParallelism();
  const concurrency = Number(given);
  if (!Number.isInteger(concurrency) || concurrency < 1)
    throw new Error(`SITE_SOCIAL_CONCURRENCY takes a whole number of images, 1 or more, not "${given}"`);
  return concurrency;
}

/**
 * Renders each page's social preview into `publicDir`. A rendered image is kept in `cacheDir` under
 * a name made from everything it shows (title, label, picture bytes, brand, renderer), so a page
 * whose inputs did not change is copied, not rendered.
 */
export async function renderSocialImages(
  root: string,
  pages: readonly SocialPage[],
  brand: Brand,
  publicDir: string,
  cacheDir: string,
  concurrency = socialConcurrency(),
): Promise<SocialImageStageResult> {
  await mkdir(cacheDir, { recursive: true });
  await mkdir(publicDir, { recursive: true });
  const images = new Map<string, SocialImage>();
  let rendered = 0;
  let reused = 0;
  await runPool(pages, concurrency, async (page) => {
    // The picture's bytes are part of the key, so it is read (not decoded) even on a warm build.
    const pictureSource = page.picture ? readUnlinked(root, `content/images/${page.picture}`) : undefined;
    const key = contentHash(
      JSON.stringify({
        title: page.title,
        label: page.label ?? null,
        picture: pictureSource ? contentHash(pictureSource, 64) : null,
        brand: brand.fingerprint,
        renderer: RENDERER,
      }),
      16,
    );
    const name = `${routeStem(page.route)}-${key}.${SOCIAL_IMAGE_FORMAT.extension}`;
    const cached = join(cacheDir, name);
    if (await exists(cached)) reused++;
    else {
      const content: SocialCardContent = { title: page.title, ...(page.label ? { label: page.label } : {}) };
      if (pictureSource) content.picture = await pictureDataUrl(pictureSource);
      await writeWhole(cached, await renderSocialImage(content, brand));
      rendered++;
    }
    await copyIfMissing(cached, join(publicDir, name));
    images.set(page.route, {
      src: `/social/${name}`,
      ...SOCIAL_IMAGE_SIZE,
      type: SOCIAL_IMAGE_FORMAT.type,
      alt: altText(page, brand),
    });
  });
  await removeAllBut(
    publicDir,
    new Set([...images.values()].map((image) => image.src.slice("/social/".length))),
  );
  return { images, rendered, reused };
}
