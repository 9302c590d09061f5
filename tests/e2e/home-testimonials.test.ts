import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { homePage } from "../../site/generated/homePage.ts";
import { eventually, setupBrowser, waitForHydration } from "../support/browser.ts";
import { avatarPaths } from "../support/home.ts";
import { section } from "../support/sections.ts";

const web = setupBrowser();

const { testimonials } = homePage;
const cards = (page: Page) => section(page, "testimonials").locator("ul > li");

/** What each card's avatar shows: a loaded photo, the placeholder, or something else. */
function avatars(page: Page): Promise<string[]> {
  return cards(page).evaluateAll((items) =>
    items.map((item) => {
      const caption = item.querySelector("figcaption");
      // The silhouette waits, hidden, beside each photo: it counts once it shows.
      if (caption?.querySelector('[data-testid="avatar-placeholder"]')?.checkVisibility())
        return "placeholder";
      const image = caption?.querySelector("img");
      if (image?.complete && image.naturalWidth > 0) return "photo";
      return "pending";
    }),
  );
}

describe("/ testimonials", () => {
  it("shows 4.8, a star display of 4.7 with its reading, and 'Based on 37 reviews'", async () => {
    const { page } = await web.open("/");
    const summary = section(page, "testimonials").getByTestId("rating-summary");
    expect(await summary.getByText(testimonials.ratingText, { exact: true }).isVisible()).toBe(true);
    const reviews = `Based on ${testimonials.reviewCount} reviews`;
    expect(await summary.getByText(reviews, { exact: true }).isVisible()).toBe(true);
    expect(testimonials.ratingText).toBe("4.8");
    expect(testimonials.reviewCount).toBe(37);
    const stars = summary.getByRole("img", { name: "Rated 4.7 out of 5", exact: true });
    expect(await stars.count()).toBe(1);
    // Four full stars and a fifth filled to 70 %.
    const fills = await stars.locator("polygon").evaluateAll((polygons) =>
      polygons.map((polygon) => {
        const fill = polygon.getAttribute("fill") ?? "";
        const gradient = /^url\(#(.+)\)$/.exec(fill)?.[1];
        if (!gradient) return fill;
        const stop = document.getElementById(gradient)?.querySelector("stop");
        return `partial ${Number(stop?.getAttribute("offset")).toFixed(2)}`;
      }),
    );
    expect(fills.slice(0, 4)).toEqual(Array(4).fill(fills[0]));
    expect(fills[4]).toBe("partial 0.70");
  });

  it("shows every review: stars with their reading, the quote, name, role and company", async () => {
    const { page } = await web.open("/");
    const shown = await cards(page).evaluateAll((items) =>
      items.map((item) => ({
        stars: item.querySelector('[role="img"]')?.getAttribute("aria-label"),
        text: item.querySelector("blockquote")?.textContent?.replace(/\s+/g, " ").trim(),
        caption: item.querySelector("figcaption")?.textContent?.replace(/\s+/g, " ").trim(),
      })),
    );
    expect(shown).toEqual(
      testimonials.items.map((item) => ({
        stars: `Rated ${item.rating} out of 5`,
        text: item.text,
        caption: `${item.name}${item.role}, ${item.company}`,
      })),
    );
  });

  it("shows the photos when they load", async () => {
    const { page } = await web.open("/", { reducedMotion: "reduce" });
    await section(page, "testimonials").scrollIntoViewIfNeeded();
    await eventually(
      () => avatars(page),
      testimonials.items.map(() => "photo"),
    );
  });

  it("shows the grey silhouette for each avatar whose image fails", async () => {
    const page = await web.newPage({ reducedMotion: "reduce", expectedConsole: [/Failed to load resource/] });
    const aborted: string[] = [];
    await page.route(
      (url) => avatarPaths.has(url.pathname),
      (route) => {
        aborted.push(new URL(route.request().url()).pathname);
        return route.abort();
      },
    );
    await page.goto(web.url("/"));
    await waitForHydration(page);
    await section(page, "testimonials").scrollIntoViewIfNeeded();
    await eventually(
      () => avatars(page),
      testimonials.items.map(() => "placeholder"),
    );
    expect(aborted.length, "the avatar requests were made and failed").toBeGreaterThanOrEqual(6);
    const placeholder = section(page, "testimonials").getByTestId("avatar-placeholder").first();
    expect(await placeholder.getAttribute("aria-hidden")).toBe("true");
    const box = await placeholder.boundingBox();
    expect({ width: box?.width, height: box?.height }).toEqual({ width: 56, height: 56 });
  });
});
