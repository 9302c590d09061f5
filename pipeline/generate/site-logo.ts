import { readUnlinked } from "../load/no-links.ts";
import { banner, type Writer } from "./generated-file.ts";

/** The site logo's SVG text, undefined when there is none (or it is a symbolic link). */
export function readLogo(root: string): string | undefined {
  try {
    return readUnlinked(root, "content/images/site/logo.svg").toString("utf8");
  } catch {
    return undefined;
  }
}

/** Larger logos stay a file of their own: every page shows the logo twice (header and footer). */
export const INLINE_LOGO_MAX_BYTES = 4096;

/** The logo as the `src` of an image: a small SVG inline, so the header needs no request for it. */
export async function siteLogoSrc(root: string): Promise<string> {
  const svg = readLogo(root);
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
