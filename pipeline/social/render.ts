import { createRequire } from "node:module";
import satori from "satori";
import sharp from "sharp";
import type { Brand } from "./brand.ts";
import { SOCIAL_IMAGE_SIZE, type SocialCardContent, socialCard } from "./card.ts";

/**
 * JPEG (about 30 KB a card at quality 82, full-resolution colour) is smaller than an 8-bit PNG
 * (47 KB, with banded glows) or a full-colour one (90 KB), at no visible cost to the text.
 */
export const SOCIAL_IMAGE_FORMAT = { extension: "jpg", type: "image/jpeg" } as const;

/** Bump `revision` when the card's layout changes: every cached image is then rendered again. */
export const RENDERER = {
  revision: 2,
  satori: (createRequire(import.meta.url)("satori/package.json") as { version: string }).version,
  sharp: sharp.versions.sharp,
};

/** Renders one page's preview: satori lays out the card as SVG with the site's font, sharp encodes it. */
export async function renderSocialImage(content: SocialCardContent, brand: Brand): Promise<Buffer> {
  const svg = await satori(socialCard(content, brand), {
    ...SOCIAL_IMAGE_SIZE,
    fonts: brand.fonts.map((font) => ({ ...font, style: "normal" })),
  });
  return sharp(Buffer.from(svg))
    .flatten({ background: brand.colours.ground })
    .jpeg({ quality: 82, mozjpeg: true, progressive: true, chromaSubsampling: "4:4:4" })
    .toBuffer();
}
