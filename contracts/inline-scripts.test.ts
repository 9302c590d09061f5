import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { collectInlineScriptHashes, inlineScriptHashes } from "./inline-scripts.ts";

/** The CSP source a browser expects for a script of this text. */
const hashOf = (text: string) => `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;

describe("inlineScriptHashes", () => {
  it("hashes a runnable inline script's exact text", () => {
    const text = "\n  window.__theme = localStorage.getItem('theme') ?? 'light';\n";
    expect(inlineScriptHashes(`<html><head><script>${text}</script></head></html>`)).toEqual([hashOf(text)]);
    // The well-known hash of `alert('Hello, world.');` from the CSP specification's examples.
    expect(inlineScriptHashes("<script>alert('Hello, world.');</script>")).toEqual([
      "sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng=",
    ]);
  });

  it("hashes non-ASCII text as UTF-8", () => {
    const text = "document.title = 'Café – ✓';";
    expect(inlineScriptHashes(`<script>${text}</script>`)).toEqual([hashOf(text)]);
  });

  it("hashes line breaks as the browser's parser leaves them (LF)", () => {
    expect(inlineScriptHashes("<script>a();\r\nb();\rc();</script>")).toEqual([hashOf("a();\nb();\nc();")]);
  });

  it.each([
    ["no type", "<script>x()</script>"],
    ["an empty type", '<script type="">x()</script>'],
    ["type=module", '<script type="module">x()</script>'],
    ["text/javascript", "<script type='text/javascript'>x()</script>"],
    ["application/javascript, in capitals", "<SCRIPT TYPE=Application/JavaScript>x()</SCRIPT>"],
    ["other attributes", '<script id="boot" nonce="" async>x()</script>'],
    ["data-src, which is not src", '<script data-src="/a.js">x()</script>'],
    ["data-type, which is not type", '<script data-type="application/json">x()</script>'],
    ["a space before the closing bracket", "<script>x()</script >"],
  ])("hashes a script with %s", (_name, html) => {
    expect(inlineScriptHashes(html)).toEqual([hashOf("x()")]);
  });

  it.each([
    ["type=application/json", '<script type="application/json">{"a":1}</script>'],
    [
      "vike's page context",
      '<script id="vike_pageContext" type="application/json">{"_urlRewrite":null}</script>',
    ],
    ["type=application/ld+json", '<script type="application/ld+json">{"@type":"Organization"}</script>'],
    ["type=importmap", '<script type="importmap">{"imports":{}}</script>'],
    ["a template type", '<script type="text/template"><p>x</p></script>'],
    ["src=", '<script src="/assets/app.js"></script>'],
    ["src= and a type", '<script type="module" src="/assets/entry.js" async></script>'],
    ["a bare src", "<script src=/assets/app.js></script>"],
  ])("does not hash a script with %s", (_name, html) => {
    expect(inlineScriptHashes(html)).toEqual([]);
  });

  it("hashes each runnable script of a page in order, skipping the rest", () => {
    const html = [
      "<!doctype html><html><head>",
      "<script>one()</script>",
      '<script type="application/json">{"data":true}</script>',
      '<script src="/x.js"></script>',
      '<script type="module">two()</script>',
      "</head><body><p>text</p></body></html>",
    ].join("\n");
    expect(inlineScriptHashes(html)).toEqual([hashOf("one()"), hashOf("two()")]);
  });

  it("finds nothing in a page without scripts", () => {
    expect(inlineScriptHashes("<!doctype html><title>x</title><p>no scripts</p>")).toEqual([]);
  });
});

describe("collectInlineScriptHashes", () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = undefined;
  });

  function site(files: Record<string, string>): string {
    dir = mkdtempSync(join(tmpdir(), "inline-scripts-"));
    for (const [path, content] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), content);
    }
    return dir;
  }

  it("collects every page's hashes, nested pages too, each once and sorted", async () => {
    const clientDir = site({
      "index.html": "<script>home()</script><script>shared()</script>",
      "about/index.html": "<script>shared()</script>",
      "projects/better-that/index.html": '<script type="module">deep()</script>',
      "404.html": '<script type="application/json">{"x":1}</script><script>notFound()</script>',
    });
    const expected = ["home()", "shared()", "deep()", "notFound()"].map(hashOf).sort();
    expect(await collectInlineScriptHashes(clientDir)).toEqual(expected);
  });

  it("reads only .html files", async () => {
    const clientDir = site({
      "index.html": "<p>no scripts</p>",
      "index.html.br": "<script>compressed()</script>",
      "assets/app.js": "document.write('<script>fromJs()</script>')",
      "notes.txt": "<script>text()</script>",
    });
    expect(await collectInlineScriptHashes(clientDir)).toEqual([]);
  });

  it("gives the same hashes the browser would for the real files", async () => {
    const text =
      "if (!('noModule' in HTMLScriptElement.prototype)) document.documentElement.className = 'legacy';";
    const clientDir = site({ "index.html": `<!doctype html><head><script>${text}</script></head>` });
    expect(await collectInlineScriptHashes(clientDir)).toEqual([hashOf(text)]);
  });
});
