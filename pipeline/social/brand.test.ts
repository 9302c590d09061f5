import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../../tests/support/paths.ts";
import { STYLESHEET } from "../generate/theme-colours.ts";
import { loadBrand, readBrandColours } from "./brand.ts";

/** The real stylesheet: the parser must read the theme as it is written, not a copy of it. */
const theme = readFileSync(join(ROOT, STYLESHEET), "utf8");

describe("readBrandColours", () => {
  it("reads each colour token of the theme, telling --color-accent from --color-accent-2", () => {
    expect(readBrandColours(theme)).toEqual({
      ground: "#0b1020",
      surface: "#121a2f",
      line: "#2a3658",
      ink: "#f1f5fb",
      inkMuted: "#b4bfd6",
      accent: "#38bdf8",
      accent2: "#a78bfa",
    });
  });

  it("names a token the stylesheet lacks", () => {
    expect(() => readBrandColours(theme.replace("--color-ink-muted", "--color-quiet"))).toThrow(
      "site/styles/global.css has no colour token --color-ink-muted",
    );
  });
});

describe("loadBrand", () => {
  it("fingerprints the name and origin with the stylesheet, logo and fonts", async () => {
    const site = { name: "Northwind Digital", url: "https://www.example.com" };
    const [one, same, renamed] = await Promise.all([
      loadBrand(ROOT, site),
      loadBrand(ROOT, site),
      loadBrand(ROOT, { ...site, url: "https://www.example.org" }),
    ]);
    expect(one.fingerprint).toBe(same.fingerprint);
    expect(renamed.fingerprint).not.toBe(one.fingerprint);
    expect(renamed.host).toBe("www.example.org");
    expect(new Set(one.fonts.map((font) => font.weight))).toEqual(new Set([400, 600, 800]));
  });
});
