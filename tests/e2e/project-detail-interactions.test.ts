import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { ImageAsset } from "../../contracts/image-asset.ts";
import { projectDetails } from "../../site/generated/projectDetails.ts";
import { techLogos } from "../../site/generated/techLogos.ts";
import { eventually, setupBrowser, waitForHydration } from "../support/browser.ts";

const web = setupBrowser();

/** Grey of the generic badge for a technology without a logo (the generic grey badge). */
const GREY = "rgb(63, 74, 99)";
const logoByName = new Map(techLogos.logos.map((logo) => [logo.name.toLowerCase(), logo.image]));

/** Every URL the browser may pick for an image: fallback, srcset candidates, AVIF/WebP sources. */
function urlsOf(image: ImageAsset): Set<string> {
  const candidates = [image.srcset, ...image.sources.map((source) => source.srcset)]
    .flatMap((srcset) => srcset.split(","))
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? "")
    .filter(Boolean);
  return new Set([image.src, ...candidates]);
}

async function mainImagePath(page: Page): Promise<string> {
  const current = await page
    .getByTestId("gallery-main")
    .evaluate((img) => (img as HTMLImageElement).currentSrc);
  return current ? new URL(current).pathname : "";
}

/** The project page's Back control. */
function backControl(page: Page): Locator {
  return page.locator('[data-part="intro"]').getByRole("link", { name: "Back", exact: true });
}

function techItem(page: Page, name: string): Locator {
  return page.locator('[data-part="tech-stack"] li').filter({ has: page.getByText(name, { exact: true }) });
}

describe.each(projectDetails)("/projects/$id interactions", (detail) => {
  const path = `/projects/${detail.id}`;

  it("gallery: thumbnail N shows image N large and is marked pressed", async () => {
    const { page } = await web.open(path);
    const thumbnails = page.locator('[data-part="gallery"] button[aria-pressed]');
    expect(await thumbnails.count()).toBe(detail.images.length);
    const pressed = () =>
      thumbnails.evaluateAll((buttons) =>
        buttons.map((button) => button.getAttribute("aria-pressed") === "true"),
      );
    const positions = detail.images.map((_image, index) => index);
    expect(await pressed()).toEqual(positions.map((position) => position === 0));
    await eventually(
      async () => urlsOf(detail.images[0] as ImageAsset).has(await mainImagePath(page)),
      true,
      "image 1 shown first",
    );

    // Out of order, the first last: each thumbnail, not just the next one.
    for (const index of [...positions.slice(1).reverse(), 0]) {
      const image = detail.images[index] as ImageAsset;
      await thumbnails.nth(index).click();
      await eventually(
        async () => urlsOf(image).has(await mainImagePath(page)),
        true,
        `large image ${index + 1} after its thumbnail`,
      );
      expect(await pressed()).toEqual(positions.map((position) => position === index));
    }
  });

  it("tech stack: a logo where the map has one, a grey letter badge where it has none", async () => {
    const { page } = await web.open(path);
    const shown = await page.locator('[data-part="tech-stack"] li').evaluateAll((items) =>
      items.map((item) => {
        // A logo's coloured badge waits, hidden, in case the logo fails: only what shows counts.
        const badge = [...item.querySelectorAll<HTMLElement>('[data-testid="letter-badge"]')].find(
          (element) => element.checkVisibility(),
        );
        return {
          name: item.firstElementChild?.lastElementChild?.textContent ?? "",
          logo: item.querySelector("img")?.getAttribute("src") ?? null,
          badge: badge
            ? { letter: badge.textContent, background: getComputedStyle(badge).backgroundColor }
            : null,
        };
      }),
    );
    expect(shown).toEqual(
      detail.technologies.map((name) => {
        const logo = logoByName.get(name.toLowerCase());
        return logo
          ? { name, logo: logo.src, badge: null }
          : { name, logo: null, badge: { letter: name.charAt(0).toUpperCase(), background: GREY } };
      }),
    );
  });
});

describe("tech logo that fails to load", () => {
  const detail = projectDetails.find((entry) =>
    entry.technologies.some((name) => logoByName.has(name.toLowerCase())),
  );
  const name = detail?.technologies.find((technology) => logoByName.has(technology.toLowerCase())) ?? "";
  const logo = logoByName.get(name.toLowerCase());

  it("falls back to a coloured letter badge", async () => {
    if (!detail || !logo) throw new Error("no detail record has a technology with a logo");
    const page = await web.newPage({ expectedConsole: [/Failed to load resource: net::ERR_FAILED/] });
    await page.route(`**${logo.src}`, (route) => route.abort());
    await page.goto(web.url(`/projects/${detail.id}`));
    await waitForHydration(page);
    const item = techItem(page, name);
    await item.scrollIntoViewIfNeeded();
    const badge = item.getByTestId("letter-badge");
    await badge.waitFor({ state: "visible" });
    expect(await badge.textContent()).toBe(name.charAt(0).toUpperCase());
    expect(await item.locator("img:visible").count()).toBe(0);
    expect(await badge.evaluate((element) => getComputedStyle(element).backgroundColor)).not.toBe(GREY);
  });
});

describe("Back control", () => {
  it("goes back in history after coming from /projects", async () => {
    const detail = projectDetails[0];
    if (!detail) throw new Error("no detail records");
    const { page } = await web.open(`/projects?industry=${encodeURIComponent(detail.industry)}`);
    await page.locator(`a[href="/projects/${detail.id}"]`).click();
    await page.waitForURL(web.url(`/projects/${detail.id}`));
    await eventually(async () => (await page.locator("h1").textContent())?.trim(), detail.title);

    await backControl(page).click();
    await page.waitForURL((url) => url.pathname === "/projects");
    expect(new URL(page.url()).searchParams.get("industry"), "the filtered list it came from").toBe(
      detail.industry,
    );
    await page.goForward();
    await page.waitForURL(web.url(`/projects/${detail.id}`));
  });

  it("goes back to whichever page of the site the visitor came from (here the home page)", async () => {
    const detail = projectDetails[0];
    if (!detail) throw new Error("no detail records");
    const { page } = await web.open("/");
    const card = page.locator(`main a[href="/projects/${detail.id}"]`).first();
    await card.scrollIntoViewIfNeeded();
    await card.click();
    await page.waitForURL(web.url(`/projects/${detail.id}`));
    await waitForHydration(page);
    await backControl(page).click();
    await page.waitForURL((url) => url.pathname === "/");
  });

  it("goes to /projects when the visitor arrived from outside the site", async () => {
    const detail = projectDetails[0];
    if (!detail) throw new Error("no detail records");
    const page = await web.newPage();
    await page.goto(web.url(`/projects/${detail.id}`), {
      referer: "https://search.example.org/?q=portfolio",
    });
    await waitForHydration(page);
    await backControl(page).click();
    await page.waitForURL((url) => url.pathname === "/projects");
    await page.goBack();
    await page.waitForURL(web.url(`/projects/${detail.id}`), { waitUntil: "commit" });
  });

  it("is a plain link to /projects without JavaScript", async () => {
    const detail = projectDetails[0];
    if (!detail) throw new Error("no detail records");
    const { page } = await web.open("/projects", { javaScriptEnabled: false });
    await page.goto(web.url(`/projects/${detail.id}`));
    expect(await backControl(page).getAttribute("href")).toBe("/projects");
    await backControl(page).click();
    await page.waitForURL((url) => url.pathname === "/projects");
    await page.goBack();
    await page.waitForURL(web.url(`/projects/${detail.id}`), { waitUntil: "commit" });
  });
});
