/** Site images: the site's mark and its default social preview. */
import { ACCENT_FROM, ACCENT_TO, SITE_GROUND } from "./colour.ts";
import { linearGradient, rect, svgDocument, text } from "./svg.ts";

const SITE_MARK_PATH = "M6 26V6h5l10 12.5V6h5v20h-5L11 13.5V26z";

export function siteLogoSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="32" height="32"><defs>${linearGradient("accent", ACCENT_FROM, ACCENT_TO)}</defs><path fill="url(#accent)" d="${SITE_MARK_PATH}"/></svg>\n`;
}

export function ogImageSvg(): string {
  const defs =
    linearGradient("accent", ACCENT_FROM, ACCENT_TO) + linearGradient("ground", SITE_GROUND, "#111827", true);
  const body = [
    rect(0, 0, 1200, 630, "url(#ground)"),
    `<circle cx="1040" cy="90" r="260" fill="url(#accent)" opacity="0.25"/>`,
    `<circle cx="160" cy="620" r="200" fill="url(#accent)" opacity="0.12"/>`,
    `<g transform="translate(96 150) scale(3.5)"><path fill="url(#accent)" d="${SITE_MARK_PATH}"/></g>`,
    text(96, 360, "Northwind Digital", { size: 84, fill: "#f8fafc", weight: 800 }),
    text(96, 430, "Building Intelligent Solutions for a Digital Tomorrow", { size: 36, fill: "#cbd5e1" }),
    rect(96, 482, 240, 6, "url(#accent)", 3),
    text(96, 556, "www.example.com", { size: 26, fill: "#94a3b8" }),
  ].join("");
  return svgDocument(1200, 630, body, defs);
}
