import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { stylesheetInliner } from "./inline-stylesheets.ts";

const SITE_CSS = "body{color:#fff}@font-face{src:url(/assets/static/inter.woff2)}";
const LINK = '<link rel="stylesheet" type="text/css" href="/assets/static/site.css">';

describe("stylesheetInliner", () => {
  const clientDir = mkdtempSync(join(tmpdir(), "inline-css-"));
  mkdirSync(join(clientDir, "assets/static"), { recursive: true });
  writeFileSync(join(clientDir, "assets/static/site.css"), SITE_CSS);
  writeFileSync(join(clientDir, "assets/static/odd.css"), 'p::after{content:"</style>"}');
  afterAll(() => rmSync(clientDir, { recursive: true, force: true }));
  const inline = stylesheetInliner(clientDir);

  it("puts the linked stylesheet at the end of the page's head, once, in place of its links", async () => {
    const page = `<!DOCTYPE html><html><head>${LINK}<meta charset="UTF-8">${LINK}<title>Hi</title></head><body><p>Hi</p></body></html>`;
    expect(await inline(page)).toBe(
      `<!DOCTYPE html><html><head><meta charset="UTF-8"><title>Hi</title><style>${SITE_CSS}</style></head><body><p>Hi</p></body></html>`,
    );
  });

  it("leaves a page without stylesheet links as it is, and a stylesheet that would end the element early a link", async () => {
    const plain = "<html><head><title>404</title></head><body></body></html>";
    expect(await inline(plain)).toBe(plain);
    const odd = '<head><link rel="stylesheet" href="/assets/static/odd.css"></head>';
    expect(await inline(odd)).toBe(odd);
  });

  it("rejects, naming the file, when a linked stylesheet is not in the build", async () => {
    const missing = '<head><link rel="stylesheet" type="text/css" href="/assets/static/gone.css"></head>';
    await expect(inline(missing)).rejects.toThrow(join(clientDir, "assets/static/gone.css"));
  });
});
