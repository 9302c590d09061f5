import { lstatSync, readdirSync } from "node:fs";
import { extname, join } from "node:path";
import sharp from "sharp";
import type { ImageFile } from "../shared/api-types.ts";
import { containedPath, contentStats, megabytes, writeContentFile } from "./content-access.ts";
import { imagePath } from "./content-paths.ts";

/** What an upload may be: photos and pictures the image stage encodes (SVG is code, so not from the studio). */
const UPLOAD_FORMATS: Record<string, string> = {
  jpeg: ".jpg",
  png: ".png",
  webp: ".webp",
  avif: ".avif",
  gif: ".gif",
};
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
const IMAGE_FILE = /\.(jpe?g|png|webp|avif|gif|svg)$/i;

/**
 * Every image under content/images, by its path there. Links are left out, files and folders alike:
 * the walk never leaves content/images (a linked content/images itself is refused).
 */
export function listImages(root: string): ImageFile[] {
  const { path: base, stats } = containedPath(root, "content/images");
  const found: ImageFile[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(join(base, folder), { withFileTypes: true })) {
      const path = folder ? `${folder}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile() && IMAGE_FILE.test(entry.name))
        found.push({ path, size: lstatSync(join(base, path)).size });
    }
  };
  if (stats?.isDirectory()) walk("");
  return found.sort((a, b) => a.path.localeCompare(b.path));
}

/** The folders under content/images an upload may go to. */
export function imageFolders(root: string): string[] {
  const folders = new Set(listImages(root).map((image) => image.path.replace(/\/?[^/]*$/, "")));
  return [...folders].filter(Boolean).sort();
}

/** A file name anyone can type and no system misreads: lower case letters, digits and single dashes. */
export function safeName(name: string): string {
  const stem = name
    .replace(/^.*[\\/]/, "")
    .replace(/\.[^.]*$/, "")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return stem === "" ? "image" : stem.slice(0, 80);
}

export type UploadResult = { ok: true; path: string } | { ok: false; message: string };

/**
 * Stores an uploaded picture under content/images/<folder>/ with a safe name (never over another
 * file: a number is added), after checking by its bytes that it is a picture of a kind the site uses.
 */
export async function storeUpload(
  root: string,
  folder: string,
  name: string,
  bytes: Buffer,
): Promise<UploadResult> {
  if (bytes.length === 0) return { ok: false, message: `${name} is empty: choose a picture to upload.` };
  if (bytes.length > MAX_UPLOAD_BYTES)
    return {
      ok: false,
      message: `The picture is ${megabytes(bytes.length)}: the limit is ${megabytes(MAX_UPLOAD_BYTES)}.`,
    };
  if (folder !== "" && (imagePath(folder) === undefined || !imageFolders(root).includes(folder)))
    return { ok: false, message: `'${folder}' is not a folder of content/images.` };
  const format = await sharp(bytes)
    .metadata()
    .then((metadata) => metadata.format as string | undefined)
    .catch(() => undefined);
  const extension = format ? UPLOAD_FORMATS[format] : undefined;
  if (!extension) return { ok: false, message: `${name} is not a JPEG, PNG, WebP, AVIF or GIF picture.` };
  const stem = safeName(name);
  const under = (file: string) => (folder ? `${folder}/${file}` : file);
  let file = `${stem}${extension}`;
  for (let n = 2; contentStats(root, `content/images/${under(file)}`); n++) file = `${stem}-${n}${extension}`;
  writeContentFile(root, `content/images/${under(file)}`, bytes, "new");
  return { ok: true, path: under(file) };
}

export function imageType(path: string): string {
  const types: Record<string, string> = {
    ".jpg": "image/jpeg",
    ".jpeg": "image/jpeg",
    ".png": "image/png",
    ".webp": "image/webp",
    ".avif": "image/avif",
    ".gif": "image/gif",
    ".svg": "image/svg+xml",
  };
  return types[extname(path).toLowerCase()] ?? "application/octet-stream";
}
