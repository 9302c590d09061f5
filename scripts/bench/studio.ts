import { type Browser, chromium, type Page } from "playwright-core";
import { median } from "../bench-audit/median.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../support/chromium.ts";
import { type StudioProcess, startStudioProcess, studioProject } from "../support/studio-process.ts";

/**
 * `npm run bench -- --studio`: how fast the content studio answers a maintainer, in a git copy of
 * the project, in Chromium: start to a usable studio (the second start, as on any working day: the
 * first fills Vite's and the studio's caches), opening each entry from the sidebar, typing a title
 * until the preview shows it, and saving. Medians and the slowest against the budgets of
 * docs/performance.md. Timings need a quiet machine.
 */

const TYPED_EDITS = 10;
const ENTRY_FILE = "content/services/ai-ml.yaml";

interface Timing {
  what: string;
  budgetMs: number;
  samples: number[];
  slowest?: string;
}

async function timed(action: () => Promise<unknown>, done: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await action();
  await done();
  return Math.round(performance.now() - started);
}

/** The files the sidebar links to, once it lists them. */
async function sidebarFiles(page: Page): Promise<string[]> {
  const nav = page.getByRole("navigation", { name: "Content" });
  await nav.locator('a[href*="/edit/"]').first().waitFor({ timeout: 60_000 });
  return nav
    .locator('a[href*="/edit/"]')
    .evaluateAll((links) => links.map((link) => (link.getAttribute("href") ?? "").replace(/^#\/edit\//, "")));
}

/** Polls every 5 ms for the editor showing `file` with its form. */
function editorShows(page: Page, file: string): Promise<unknown> {
  return page.waitForFunction(
    (wanted) =>
      document.querySelector("#editor-heading code")?.textContent === wanted &&
      document.querySelector(".editor form.rjsf") !== null,
    file,
    { polling: 5, timeout: 30_000 },
  );
}

/**
 * Polls every 5 ms inside the preview frame (another origin than the studio's page) for `text`;
 * resolves to when it showed, in epoch milliseconds (the frame's clock starts elsewhere than the page's).
 */
async function previewShows(page: Page, text: string): Promise<number> {
  const frame = await (await page.locator('iframe[title="Preview"]').elementHandle())?.contentFrame();
  if (!frame) throw new Error("the studio shows no preview frame");
  const shown = await frame.waitForFunction(
    (wanted) =>
      (document.body?.textContent ?? "").includes(wanted) ? performance.timeOrigin + performance.now() : 0,
    text,
    { polling: 5, timeout: 30_000 },
  );
  return (await shown.jsonValue()) as number;
}

export async function benchStudio(): Promise<boolean> {
  const project = studioProject();
  let studio: StudioProcess | undefined;
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    const openStudio = async (url: string) => {
      const page = await (await browser?.newContext({ viewport: { width: 1280, height: 900 } }))?.newPage();
      if (!page) throw new Error("Chromium did not open a page");
      await page.goto(url);
      return page;
    };
    // The first start fills Vite's dependency cache and the studio's bundle, once per project.
    const first = await startStudioProcess(project);
    const warming = await openStudio(`${first.url}#/edit/${ENTRY_FILE}`);
    await previewShows(warming, "Machine Learning");
    await warming.context().close();
    await first.stop();

    const start: Timing = { what: "start → sidebar listing the content", budgetMs: 3000, samples: [] };
    const open: Timing = { what: "open an entry from the sidebar", budgetMs: 300, samples: [] };
    const typing: Timing = { what: "type a title → preview shows it", budgetMs: 500, samples: [] };
    const save: Timing = { what: "save → Saved.", budgetMs: 200, samples: [] };

    const started = performance.now();
    studio = await startStudioProcess(project);
    const page = await openStudio(studio.url);
    const files = await sidebarFiles(page);
    start.samples.push(Math.round(performance.now() - started));

    let slowestMs = 0;
    for (const file of files) {
      const ms = await timed(
        () => page.locator(`nav a[href="#/edit/${file}"]`).first().click(),
        () => editorShows(page, file),
      );
      open.samples.push(ms);
      if (ms > slowestMs) {
        slowestMs = ms;
        open.slowest = file;
      }
    }

    await page.goto(`${studio.url}#/edit/${ENTRY_FILE}`);
    await editorShows(page, ENTRY_FILE);
    await previewShows(page, "Machine Learning");
    const title = page.getByRole("textbox", { name: "title", exact: true }).first();
    const saveButton = page.getByRole("button", { name: "Save", exact: true });
    for (let edit = 0; edit < TYPED_EDITS; edit++) {
      const text = `Applied AI ${edit} ${Date.now() % 100_000}`;
      // From the input event the keystroke fires in the page, not from Playwright's call (whose
      // round trip and checks take some 50 ms before the text is in the field).
      await page.evaluate(() => {
        document.addEventListener(
          "input",
          () => Object.assign(window, { typedAt: performance.timeOrigin + performance.now() }),
          {
            capture: true,
            once: true,
          },
        );
      });
      await title.fill(text);
      const shownAt = await previewShows(page, text);
      const typedAt = await page.evaluate(() => (window as unknown as { typedAt: number }).typedAt);
      typing.samples.push(Math.round(shownAt - typedAt));
      save.samples.push(
        await timed(
          () => saveButton.click(),
          () => page.getByRole("status").filter({ hasText: "Saved." }).waitFor({ timeout: 30_000 }),
        ),
      );
    }

    console.log(`Content studio: ${files.length} entries and page files in the sidebar\n`);
    console.log(`${"step".padEnd(40)} | median   | slowest  | budget (median)`);
    console.log(`${"-".repeat(40)}-|----------|----------|----------------`);
    let ok = true;
    for (const { what, budgetMs, samples, slowest } of [start, open, typing, save]) {
      const middle = median(samples) ?? Number.NaN;
      const met = middle <= budgetMs;
      ok &&= met;
      console.log(
        `${what.padEnd(40)} | ${`${middle} ms`.padEnd(8)} | ${`${Math.max(...samples)} ms`.padEnd(8)} | ≤ ${budgetMs} ms: ${met ? "met" : "MISSED"}${slowest ? ` (slowest: ${slowest})` : ""}`,
      );
    }
    return ok;
  } finally {
    await browser?.close();
    await studio?.stop();
    project.remove();
  }
}
