/** Rendering SVG to image files and writing them under content/images/. */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { CONTENT } from "./content.ts";

export const IMAGES = path.join(CONTENT, "images");

export function kebabCase(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

export async function writeOutput(relativePath: string, data: Buffer | string): Promise<void> {
  const target = path.join(IMAGES, relativePath);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, data);
}

export function renderJpeg(svg: string, quality = 72): Promise<Buffer> {
  return sharp(Buffer.from(svg)).jpeg({ quality, mozjpeg: true }).toBuffer();
}

export function renderPalettePng(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg))
    .png({ palette: true, colours: 16, compressionLevel: 9, effort: 10 })
    .toBuffer();
}
