import { mkdir, readFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { extname, join } from "node:path";
import sharp, { type Sharp } from "sharp";
import { optimize } from "svgo";
import type { ImageAsset } from "../../contracts/image-asset.ts";
import { runPool } from "../fs/pool.ts";
import { contentHash, copyIfMissing, exists, publicStem, removeAllBut } from "../fs/public-files.ts";
import { writeWhole } from "../fs/write-whole.ts";
import { readUnlinked } from "../load/no-links.ts";
import { type ImagePreset, imagePresets } from "./image-presets.ts";

/** Bump when the encoding code changes in a way the options do not show. */
const ENCODER_REVISION = 1;

export interface ImageRequest {
  /** Path under content/images. */
  path: string;
  preset: string;
}

export interface ImageStageResult {
  /** Keyed by `${preset}:${path}`. */
  assets: Map<string, ImageAsset>;
  processed: number;
  reused: number;
  /** Public file names written (relative to the public image folder). */
  files: string[];
}

interface CachedImage {
  asset: ImageAsset;
  files: string[];
}

/**
 * What the live engine (pipeline/live/) keeps of each image between runs, by imageKey: it drops an
 * entry when the image's file changes, so a run reads and encodes only images that changed.
 */
export type KeptImages = Map<string, CachedImage>;

export function imageKey(request: ImageRequest): string {
  return `${request.preset}:${request.path}`;
}

type RasterFormat = "avif" | "webp" | "jpeg" | "png";
const mimeTypes: Record<RasterFormat, string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpeg: "image/jpeg",
  png: "image/png",
};
const extensions: Record<RasterFormat, string> = { avif: "avif", webp: "webp", jpeg: "jpg", png: "png" };

function encode(pipeline: Sharp, format: RasterFormat, preset: ImagePreset): Sharp {
  switch (format) {
    case "avif":
      return pipeline.avif({ quality: 52, effort: preset.avifEffort });
    case "webp":
      return pipeline.webp({ quality: 74, effort: 4 });
    case "jpeg":
      return pipeline.jpeg({ quality: 76, mozjpeg: true, progressive: true });
    case "png":
      return pipeline.png({ palette: true, compressionLevel: 9 });
  }
}

async function processRaster(
  source: Buffer,
  request: ImageRequest,
  preset: ImagePreset,
  outDir: string,
): Promise<CachedImage> {
  const metadata = await sharp(source).metadata();
  const sourceWidth = metadata.autoOrient?.width ?? metadata.width ?? 0;
  const sourceHeight = metadata.autoOrient?.height ?? metadata.height ?? 0;
  if (!sourceWidth || !sourceHeight)
    throw new Error(`cannot read the size of content/images/${request.path}`);
  const widths = [...new Set(preset.widths.map((width) => Math.min(width, sourceWidth)))].sort(
    (a, b) => a - b,
  );
  const fallback: RasterFormat = metadata.format === "png" || metadata.hasAlpha ? "png" : "jpeg";
  const formats: RasterFormat[] = ["avif", "webp", fallback];
  const stem = publicStem(request.path);
  const files: string[] = [];
  const srcsets = new Map<RasterFormat, string[]>();
  // Every width in every format at once: libvips spreads them over the cores, so one new photo
  // (a save in `site dev`) is not encoded on one core.
  const variants = formats.flatMap((format) => widths.map((width) => ({ format, width })));
  const outputs = await Promise.all(
    variants.map(({ format, width }) =>
      encode(sharp(source).autoOrient().resize({ width }), format, preset).toBuffer(),
    ),
  );
  for (const [index, { format, width }] of variants.entries()) {
    const output = outputs[index] as Buffer;
    const name = `${stem}-${contentHash(output)}-${width}.${extensions[format]}`;
    // A new file, never a write into one there: a temporary project's cache starts as hard links to the repository's.
    await writeWhole(join(outDir, name), output);
    files.push(name);
    srcsets.set(format, [...(srcsets.get(format) ?? []), `/img/${name} ${width}w`]);
  }
  const largest = widths[widths.length - 1] ?? sourceWidth;
  const placeholder = await sharp(source)
    .autoOrient()
    .resize({ width: 16 })
    .blur(1)
    .webp({ quality: 40 })
    .toBuffer();
  const fallbackSet = srcsets.get(fallback) ?? [];
  return {
    files,
    asset: {
      src: (fallbackSet[fallbackSet.length - 1] ?? "").split(" ")[0] ?? "",
      srcset: fallbackSet.join(", "),
      width: largest,
      height: Math.round((sourceHeight * largest) / sourceWidth),
      sources: (["avif", "webp"] as const).map((format) => ({
        type: mimeTypes[format],
        srcset: (srcsets.get(format) ?? []).join(", "),
      })),
      placeholder: `data:image/webp;base64,${placeholder.toString("base64")}`,
    },
  };
}

async function processSvg(source: Buffer, request: ImageRequest, outDir: string): Promise<CachedImage> {
  const optimised = Buffer.from(optimize(source.toString("utf8"), { multipass: true }).data);
  const metadata = await sharp(optimised).metadata();
  const name = `${publicStem(request.path)}-${contentHash(optimised)}.svg`;
  await writeWhole(join(outDir, name), optimised);
  return {
    files: [name],
    asset: {
      src: `/img/${name}`,
      srcset: "",
      width: metadata.width ?? 24,
      height: metadata.height ?? 24,
      sources: [],
      placeholder: "",
    },
  };
}

/** A cached image's manifest; none when there is none, or it cannot be read (it is then made again). */
async function readManifest(path: string): Promise<CachedImage | undefined> {
  try {
    const manifest = JSON.parse(await readFile(path, "utf8")) as Partial<CachedImage> | null;
    return Array.isArray(manifest?.files) && manifest.asset ? (manifest as CachedImage) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Images in flight at once. Every encode runs on libuv's thread pool (4 threads by default;
 * `sharp.concurrency()` is 1 on glibc Linux without jemalloc, so each encode keeps one thread busy):
 * twice as many images as cores keep an encode queued for each core while an image is between
 * encodes (reading its file, hashing and writing its outputs, optimising an SVG on this thread).
 */
const IMAGES_IN_FLIGHT = 2 * availableParallelism();

/**
 * The widest width an image may be encoded at: the widest presets go first, so the build does not
 * end with one large image's encodes on one core while the other has nothing left.
 */
function widestOf(request: ImageRequest): number {
  return Math.max(0, ...(imagePresets[request.preset]?.widths ?? []));
}

/** Told how many images are done (encoded or reused) of how many: once with 0 first, then after each. */
export type ImageProgress = (done: number, total: number) => void;

/**
 * Encodes every requested image into the public image folder. Encoded files are kept in the cache,
 * keyed by source bytes, options and sharp's version, so unchanged images are never encoded twice.
 */
export async function processImages(
  root: string,
  requests: readonly ImageRequest[],
  publicImageDir: string,
  cacheDir: string,
  onProgress?: ImageProgress,
  kept?: KeptImages,
): Promise<ImageStageResult> {
  const filesDir = join(cacheDir, "files");
  await mkdir(filesDir, { recursive: true });
  await mkdir(publicImageDir, { recursive: true });
  const assets = new Map<string, ImageAsset>();
  const allFiles: string[] = [];
  let processed = 0;
  let reused = 0;
  const unique = [...new Map(requests.map((request) => [imageKey(request), request])).values()].sort(
    (a, b) => widestOf(b) - widestOf(a),
  );
  let done = 0;
  onProgress?.(done, unique.length);
  await runPool(unique, IMAGES_IN_FLIGHT, async (request) => {
    // Validation reports an unknown preset in a schema; one here is the pipeline's own mistake.
    const preset = imagePresets[request.preset];
    if (!preset) throw new Error(`unknown image preset '${request.preset}'`);
    const key = imageKey(request);
    const known = kept?.get(key);
    if (known) {
      reused++;
      for (const file of known.files) await copyIfMissing(join(filesDir, file), join(publicImageDir, file));
      allFiles.push(...known.files);
      assets.set(key, known.asset);
      onProgress?.(++done, unique.length);
      return;
    }
    const source = readUnlinked(root, `content/images/${request.path}`);
    const isSvg = extname(request.path).toLowerCase() === ".svg";
    const options = JSON.stringify({
      preset: isSvg ? null : preset,
      isSvg,
      sharp: sharp.versions.sharp,
      ENCODER_REVISION,
    });
    const manifestPath = join(
      cacheDir,
      `${contentHash(Buffer.concat([source, Buffer.from(options)]), 24)}.json`,
    );
    let cached = await readManifest(manifestPath);
    if (cached) {
      const complete = await Promise.all(cached.files.map((file) => exists(join(filesDir, file))));
      if (!complete.every(Boolean)) cached = undefined;
    }
    if (cached) {
      reused++;
    } else {
      cached = isSvg
        ? await processSvg(source, request, filesDir)
        : await processRaster(source, request, preset, filesDir);
      await writeWhole(manifestPath, JSON.stringify(cached));
      processed++;
    }
    for (const file of cached.files) await copyIfMissing(join(filesDir, file), join(publicImageDir, file));
    allFiles.push(...cached.files);
    assets.set(key, cached.asset);
    kept?.set(key, cached);
    onProgress?.(++done, unique.length);
  });
  await removeAllBut(publicImageDir, new Set(allFiles));
  return { assets, processed, reused, files: allFiles };
}
