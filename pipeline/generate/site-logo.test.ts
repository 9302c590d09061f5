import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { INLINE_LOGO_MAX_BYTES, siteLogoSrc } from "./site-logo.ts";

const roots: string[] = [];
function rootWithLogo(svg?: string): string {
  const root = mkdtempSync(join(tmpdir(), "site-logo-"));
  roots.push(root);
  if (svg !== undefined) {
    mkdirSync(join(root, "content/images/site"), { recursive: true });
    writeFileSync(join(root, "content/images/site/logo.svg"), svg);
  }
  return root;
}
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

const LOGO =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><path fill="#6366f1" d="M6 26V6h5z"/></svg>';

describe("siteLogoSrc", () => {
  it("is the logo itself as a data URL when it is small", async () => {
    const src = await siteLogoSrc(rootWithLogo(`${LOGO}\n`));
    expect(src).toMatch(/^data:image\/svg\+xml,/);
    expect(decodeURIComponent(src.slice("data:image/svg+xml,".length))).toBe(LOGO);
  });

  it("is the favicon file when the logo is larger than the limit", async () => {
    const large = LOGO.replace("<path", `<desc>${"x".repeat(INLINE_LOGO_MAX_BYTES)}</desc><path`);
    expect(await siteLogoSrc(rootWithLogo(large))).toBe("/favicon.svg");
  });

  it("is the favicon file when content has no logo", async () => {
    expect(await siteLogoSrc(rootWithLogo())).toBe("/favicon.svg");
  });
});
