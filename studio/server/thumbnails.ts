import { createHash } from "node:crypto";
import sharp from "sharp";

/** The width of a picker's thumbnails, twice what the grid shows for sharp screens. */
const WIDTH = 320;

/**
 * Small WebP copies of content's pictures for the image picker, made once per picture's bytes and
 * kept in memory: a folder of photos would otherwise load megabytes to show a grid of stamps.
 */
export class Thumbnails {
  private readonly made = new Map<string, Promise<Buffer | undefined>>();

  of(path: string, bytes: Buffer): Promise<Buffer | undefined> {
    const key = `${path}:${createHash("sha1").update(bytes).digest("hex")}`;
    let thumbnail = this.made.get(key);
    if (!thumbnail) {
      thumbnail = sharp(bytes, { animated: false })
        .resize({ width: WIDTH, withoutEnlargement: true })
        .webp({ quality: 70 })
        .toBuffer()
        .catch(() => undefined);
      this.made.set(key, thumbnail);
    }
    return thumbnail;
  }
}
