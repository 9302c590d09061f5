/**
 * A worker thread of the social stage's pool (social-images.ts): renders the images it is handed
 * with the brand its pool was made with, which arrives once per thread.
 */
import { threadPoolShared } from "../fs/thread-pool.ts";
import type { Brand } from "./brand.ts";
import { renderSocialImage, type SocialImageJob } from "./render.ts";

const shared = threadPoolShared() as Brand;
/** The fonts arrive as Uint8Arrays (a Buffer is cloned as one); satori caches a font by its object. */
const brand: Brand = {
  ...shared,
  fonts: shared.fonts.map((font) => ({
    ...font,
    data: Buffer.from(font.data.buffer, font.data.byteOffset, font.data.byteLength),
  })),
};

export default function render(job: SocialImageJob): Promise<Buffer> {
  return renderSocialImage(job, brand);
}
