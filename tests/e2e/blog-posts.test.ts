import { describe, expect, it } from "vitest";
import { axeViolations } from "../support/axe.ts";
import { serveBlogSite } from "../support/blog-site.ts";
import { setupBrowser, waitForHydration } from "../support/browser.ts";
import { MOBILE } from "../support/paths.ts";

const web = setupBrowser();

/** The fixture posts (tests/fixtures/blog-posts), newest first. */
const NEWEST_FIRST = [
  { slug: "newest-post", title: "What We Learned Shipping a Booking App", date: "14 February 2026" },
  { slug: "alpha-middle", title: "Choosing a Database", date: "20 January 2026" },
  { slug: "older-post", title: "Planning a Cloud Migration", date: "3 November 2025" },
];

// The whole site built as a content maintainer would, from a project root whose content/blog
// holds the fixture posts, and served by the real server.
describe("/blog with the fixture posts", () => {
  const site = serveBlogSite();

  async function open(path: string, options: { javaScriptEnabled?: boolean } = {}) {
    const page = await web.newPage({ javaScriptEnabled: options.javaScriptEnabled ?? true });
    const response = await page.goto(site.url(path));
    if (options.javaScriptEnabled !== false) await waitForHydration(page);
    return { page, response };
  }

  it.each([true, false])("lists the posts newest first with date and author (JavaScript %s)", async (js) => {
    const { page, response } = await open("/blog", { javaScriptEnabled: js });
    expect(response?.status()).toBe(200);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Blog");
    expect(await page.getByText("Blog - Coming Soon").count()).toBe(0);
    const items = page.locator("[data-blog-posts] > li");
    expect(await items.locator("h2").allTextContents()).toEqual(NEWEST_FIRST.map((post) => post.title));
    expect(await items.locator("time").allTextContents()).toEqual(NEWEST_FIRST.map((post) => post.date));
    expect(await items.first().textContent()).toContain("Ann Lee");
    expect(await items.first().textContent()).toContain("Lessons from twelve weeks");
  });

  it("opens a post from the list and shows its rendered body", async () => {
    const { page } = await open("/blog");
    await page.getByRole("link", { name: "Planning a Cloud Migration" }).click();
    await page.waitForURL("**/blog/older-post");
    // Client routing changes the URL before it renders the new page.
    const article = page.locator("[data-blog-post='older-post']");
    await article.waitFor();
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Planning a Cloud Migration");
    expect(await page.title()).toMatch(/^Planning a Cloud Migration \| /);
    expect(await article.locator("h2").textContent()).toBe("Start with an inventory");
    expect(await article.locator("strong").textContent()).toBe("what");
    expect(await article.getByRole("list", { name: "Tags" }).locator("li").allTextContents()).toEqual([
      "Cloud",
      "Planning",
    ]);
  });

  it("serves each post as prerendered HTML that works without JavaScript", async () => {
    const { page, response } = await open("/blog/newest-post", { javaScriptEnabled: false });
    expect(response?.status()).toBe(200);
    const body = page.locator("[data-blog-post='newest-post']");
    expect(await body.locator("h2").textContent()).toBe("The first week");
    expect(await body.locator("li").filter({ hasText: "Talk to users" }).count()).toBe(1);
    expect(await body.getByRole("link", { name: "← Blog" }).getAttribute("href")).toBe("/blog");
  });

  it.each(["/blog", "/blog/alpha-middle"])("%s links the blog's RSS feed once", async (path) => {
    const { page } = await open(path, { javaScriptEnabled: false });
    const feeds = await page
      .locator('head link[rel="alternate"][type="application/rss+xml"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(feeds).toEqual(["/blog/feed.xml"]);
    const feed = await (await fetch(site.url("/blog/feed.xml"))).text();
    for (const post of NEWEST_FIRST) expect(feed).toContain(`<title>${post.title}</title>`);
  });

  it.each(["/blog", "/blog/alpha-middle"])("%s has no axe violations on a phone", async (path) => {
    const page = await web.newPage({ viewport: MOBILE, reducedMotion: "reduce" });
    await page.goto(site.url(path));
    await waitForHydration(page);
    const violations = await axeViolations(page);
    expect(violations, violations).toBe("");
  });
});
