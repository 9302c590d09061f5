/**
 * One headless Chromium for every drawing that needs real type and layout: mock websites, device
 * mockups and client logos are HTML pages, captured as PNG. Pages load from a made-up origin that
 * the renderer answers itself (the page, its fonts and the images handed to it); every other
 * request is refused, so nothing leaves the machine and every run draws the same pixels.
 */
import { readFile } from "node:fs/promises";
import { type Browser, chromium, type Page } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../../scripts/support/chromium.ts";
import { fontFileAt } from "./fonts.ts";

const ORIGIN = "http://sample.invalid";

export interface Shot {
  /** Viewport in CSS pixels. */
  width: number;
  height: number;
  /** Device pixel ratio; 1 unless told. */
  scale?: number;
  /** Keep the page's transparent background (for logos). */
  transparent?: boolean;
  /** Capture the whole page instead of the viewport. */
  fullPage?: boolean;
  /** Capture only the first element matching this selector. */
  selector?: string;
  /** Scroll the element matching this selector to the top of the viewport first. */
  scrollTo?: string;
  /** Images the page refers to as `/assets/<name>`. */
  assets?: Record<string, Buffer>;
}

export interface Renderer {
  /** Renders an HTML document and returns the PNG capture. */
  capture(html: string, shot: Shot): Promise<Buffer>;
  close(): Promise<void>;
}

const TYPES: Record<string, string> = { png: "image/png", jpg: "image/jpeg", svg: "image/svg+xml" };

async function answer(page: Page, state: { html: string; assets: Record<string, Buffer> }): Promise<void> {
  await page.route("**/*", async (route) => {
    const url = new URL(route.request().url());
    if (url.origin !== ORIGIN) return route.abort();
    if (url.pathname === "/") return route.fulfill({ contentType: "text/html", body: state.html });
    if (url.pathname.startsWith("/fonts/")) {
      const file = fontFileAt(url.pathname);
      if (file) return route.fulfill({ contentType: "font/woff2", body: await readFile(file) });
    }
    if (url.pathname.startsWith("/assets/")) {
      const name = decodeURIComponent(url.pathname.slice("/assets/".length));
      const body = state.assets[name];
      const type = TYPES[name.split(".").pop() ?? ""] ?? "application/octet-stream";
      if (body) return route.fulfill({ contentType: type, body });
    }
    return route.fulfill({ status: 404, body: "" });
  });
}

export async function openRenderer(): Promise<Renderer> {
  const browser: Browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    // Partial raster repaints only the part of a tile that changed (an image that decoded late)
    // and antialiases edges there a little differently: about one capture in thirty came out
    // different from run to run.
    args: [...CHROMIUM_ARGS, "--font-render-hinting=none", "--disable-partial-raster"],
  });
  const pages = new Map<number, Page>();
  const state = { html: "", assets: {} as Record<string, Buffer> };

  async function pageFor(scale: number): Promise<Page> {
    const existing = pages.get(scale);
    if (existing) return existing;
    const context = await browser.newContext({ deviceScaleFactor: scale });
    const page = await context.newPage();
    await answer(page, state);
    pages.set(scale, page);
    return page;
  }

  return {
    async capture(html, shot) {
      const page = await pageFor(shot.scale ?? 1);
      state.html = html;
      state.assets = shot.assets ?? {};
      await page.setViewportSize({ width: shot.width, height: shot.height });
      await page.goto(`${ORIGIN}/`, { waitUntil: "load" });
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      if (shot.scrollTo) {
        const found = await page.evaluate((selector) => {
          const element = document.querySelector(selector);
          if (!element) return false;
          window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY);
          return true;
        }, shot.scrollTo);
        if (!found) throw new Error(`No element matches ${shot.scrollTo}`);
      }
      const options = {
        type: "png" as const,
        omitBackground: shot.transparent ?? false,
        animations: "disabled" as const,
      };
      if (shot.selector) return page.locator(shot.selector).first().screenshot(options);
      return page.screenshot({ ...options, fullPage: shot.fullPage ?? false });
    },
    close: () => browser.close(),
  };
}
