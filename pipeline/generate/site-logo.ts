import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { banner, type Writer } from "./generated-file.ts";

/** Larger logos stay a file of their own: every page shows the logo twice (header and footer). */
export const INLINE_LOGO_MAX_BYTES = 4096;

/** The logo as the `src` of an image: a small SVG inline, so the header needs no request for it. */
export async function siteLogoSrc(root: string): Promise<string> {
  const svg = await readFile(join(root, "content/images/site/logo.svg"), "utf8").catch(() => undefined);
  if (svg === undefined || Buffer.byteLength(svg) > INLINE_LOGO_MAX_BYTES) return "/favicon.svg";
  return `data:image/svg+xml,${encodeURIComponent(svg.trim())}`;
}

/** The site logo's image source (content/images/site/logo.svg, also the favicon). */
export const siteLogo: Writer = async ({ root }) => [
  {
    path: "site-logo.ts",
    text: `${banner}/** The site logo's image source: content/images/site/logo.svg inline when small, else the favicon file. */\nexport const siteLogoSrc = ${JSON.stringify(await siteLogoSrc(root))};\n`,
  },
];
