import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { FAMILIES, type FontName, fontFaceCss, fontFile, fontFileAt } from "./fonts.ts";

const names = Object.keys(FAMILIES) as FontName[];

describe("the sample art's type families", () => {
  it("each come from an installed package: the tool's dependencies, or the site's Inter", () => {
    for (const name of names) expect(existsSync(fontFile(name, 400)), name).toBe(true);
  });

  it("serve every file their @font-face rules name", () => {
    const urls = [...fontFaceCss(names).matchAll(/src:url\(([^)]+)\)/g)].map((match) => match[1] ?? "");
    expect(urls.length).toBeGreaterThanOrEqual(names.length);
    for (const url of urls) expect(fontFileAt(url), url).toBeDefined();
    expect(fontFileAt("/fonts/unknown.woff2")).toBeUndefined();
  });

  it("draw a weight a static family lacks with its nearest weight, and any weight with a variable file", () => {
    expect(fontFile("Poppins", 900)).toMatch(/poppins-latin-800-normal\.woff2$/);
    expect(fontFile("Poppins", 420)).toMatch(/poppins-latin-400-normal\.woff2$/);
    expect(fontFile("Oswald", 650)).toMatch(/oswald-latin-wght-normal\.woff2$/);
  });
});
