import { mkdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import type { SocialImage } from "../../contracts/social-image.ts";
import { runPool } from "../fs/pool.ts";
import { contentHash, copyIfMissing, exists, removeAllBut } from "../fs/public-files.ts";
import { coreCount, threadPool } from "../fs/thread-pool.ts";
import { writeWhole } from "../fs/write-whole.ts";
import type { Brand } from "./brand.ts";
import { SOCIAL_IMAGE_SIZE } from "./card.ts";
import type { SocialPage } from "./pages.ts";
import { RENDERER, renderSocialImage, SOCIAL_IMAGE_FORMAT, type SocialImageJob } from "./render.ts";

export interface SocialImageStageResult {
  /** By route. */
  images: Map<string, SocialImage>;
  rendered: number;
  reused: number;
}

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

/** Fewer images than this are rendered in this thread: a worker thread takes about as long to start as five images to render. */
const POOL_FROM = 8;

/**
 * How many images render at once: SITE_SOCIAL_WORKERS (1 renders in the build's own thread, one
 * image at a time, as before the pool; docs/performance.md), else one worker thread per core.
 */
export function socialThreads(env: NodeJS.ProcessEnv = process.env): number {
  const given = env.SITE_SOCIAL_WORKERS?.trim();
  if (given === undefined || given === "") return coreCount();
  const threads = Number(given);
  if (!Number.isInteger(threads) || threads < 1)
    throw new Error(`SITE_SOCIAL_WORKERS takes a whole number of threads, 1 or more, not "${given}"`);
  return threads;
}

interface PendingImage {
  job: SocialImageJob;
  /** Where the rendered image is cached. */
  cached: string;
}

/** Renders each image into its cache file: in this thread with `threads` 1, else in a pool of worker threads. */
async function renderInto(pending: readonly PendingImage[], brand: Brand, threads: number): Promise<void> {
  if (threads === 1) {
    // satori lays out on this thread while sharp encodes the previous image on libuv's.
    await runPool(pending, 2, async ({ job, cached }) =>
      writeWhole(cached, await renderSocialImage(job, brand)),
    );
    return;
  }
  const pool = threadPool<SocialImageJob, Uint8Array>(workerEntry(), { threads, shared: brand });
  try {
    await Promise.all(
      pending.map(async ({ job, cached }) => writeWhole(cached, Buffer.from(await pool.run(job)))),
    );
  } finally {
    await pool.close();
  }
}

/** The worker's module: the source beside this file under tsx or vitest, else the bundle's (bin/site.js). */
function workerEntry(): URL {
  const fromSource = import.meta.url.endsWith(".ts");
  return new URL(fromSource ? "./render-worker.ts" : "./social-render-worker.mjs", import.meta.url);
}

/**
 * Renders each page's social preview into `publicDir`. A rendered image is kept in `cacheDir` under
 * a name made from everything it shows (title, label, picture bytes, brand, renderer), so a page
 * whose inputs did not change is copied, not rendered. `threads` defaults to socialThreads(), or 1
 * when only a few images are to be rendered (a save in `site dev`).
 */
export async function renderSocialImages(
  root: string,
  pages: readonly SocialPage[],
  brand: Brand,
  publicDir: string,
  cacheDir: string,
  options: { threads?: number } = {},
): Promise<SocialImageStageResult> {
  await mkdir(cacheDir, { recursive: true });
  await mkdir(publicDir, { recursive: true });
  const images = new Map<string, SocialImage>();
  const pending: PendingImage[] = [];
  const names = new Map<string, string>();
  await runPool(pages, 2, async (page) => {
    // The picture's bytes are part of the key, so it is read (not decoded) even on a warm build.
    const picture = page.picture ? await readFile(join(root, "content/images", page.picture)) : undefined;
    const key = contentHash(
      JSON.stringify({
        title: page.title,
        label: page.label ?? null,
        picture: picture ? contentHash(picture, 64) : null,
        brand: brand.fingerprint,
        renderer: RENDERER,
      }),
      16,
    );
    const name = `${routeStem(page.route)}-${key}.${SOCIAL_IMAGE_FORMAT.extension}`;
    const cached = join(cacheDir, name);
    names.set(page.route, name);
    if (!(await exists(cached)))
      pending.push({
        cached,
        job: {
          title: page.title,
          ...(page.label ? { label: page.label } : {}),
          ...(picture ? { picture } : {}),
        },
      });
    images.set(page.route, {
      src: `/social/${name}`,
      ...SOCIAL_IMAGE_SIZE,
      type: SOCIAL_IMAGE_FORMAT.type,
      alt: altText(page, brand),
    });
  });
  // Two pages showing the same thing are one image, rendered once.
  const unique = [...new Map(pending.map((image) => [image.cached, image])).values()];
  // Read on every build, so that a bad SITE_SOCIAL_WORKERS is told at once, not on the next cold one.
  const configured = socialThreads();
  await renderInto(unique, brand, options.threads ?? (unique.length < POOL_FROM ? 1 : configured));
  await runPool([...names.values()], 2, (name) => copyIfMissing(join(cacheDir, name), join(publicDir, name)));
  const published = new Set(names.values());
  await removeAllBut(publicDir, published);
  return { images, rendered: unique.length, reused: pages.length - pending.length };
}
