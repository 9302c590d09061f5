import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { serveBlogSite } from "../support/blog-site.ts";
import { setupBrowser } from "../support/browser.ts";

const web = setupBrowser();

/** 12 posts tagged Mobile, all older than the fixture posts: with the 3 fixtures, 15 posts, 13 tagged Mobile. */
const EXTRA = Array.from({ length: 12 }, (_, index) => ({
  slug: `extra-${String(index + 1).padStart(2, "0")}`,
  date: `2024-01-${String(28 - index).padStart(2, "0")}`,
}));

function writeExtraPosts(root: string): void {
  for (const { slug, date } of EXTRA)
    writeFileSync(
      join(root, "content/blog", `${slug}.md`),
      `---\nslug: ${slug}\ntitle: Extra ${slug}\ndate: ${date}\nauthor: Ann Lee\nsummary: Post ${slug} of the fixture that fills the blog listing pages and its tag pages.\ntags: [Mobile]\n---\n\nBody.\n`,
    );
}

// The whole site built from a root with 15 posts (two pages of 12) and served by the real server.
describe("blog pagination", () => {
  const site = serveBlogSite(writeExtraPosts);

  async function open(path: string) {
    const page = await web.newPage({ javaScriptEnabled: false });
    const response = await page.goto(site.url(path));
    const posts = await page.locator("[data-blog-posts] > li h2").allTextContents();
    const numbers = page.locator("[data-blog-pagination] a:not([rel])");
    const head = async (rel: string) =>
      (await page.locator(`head link[rel=${rel}]`).count()) === 0
        ? undefined
        : await page.locator(`head link[rel=${rel}]`).getAttribute("href");
    return {
      page,
      status: response?.status(),
      posts,
      numbers: await numbers.allTextContents(),
      current: await page.locator("[data-blog-pagination] [aria-current=page]").textContent(),
      prev: await head("prev"),
      next: await head("next"),
    };
  }

  it("shows the newest 12 posts on /blog, with numbered pages and rel=next", async () => {
    const blog = await open("/blog");
    expect(blog.status).toBe(200);
    expect(blog.posts).toHaveLength(12);
    expect(blog.posts[0]).toBe("What We Learned Shipping a Booking App");
    expect(blog.numbers).toEqual(["1", "2"]);
    expect(blog.current).toBe("1");
    expect([blog.prev, blog.next]).toEqual([undefined, "/blog/page/2"]);
    expect(await blog.page.locator("[data-blog-pagination] a[rel=next]").getAttribute("href")).toBe(
      "/blog/page/2",
    );
  });

  it("shows the rest on /blog/page/2, with rel=prev back to /blog", async () => {
    const second = await open("/blog/page/2");
    expect(second.status).toBe(200);
    expect(second.posts).toEqual(["Extra extra-10", "Extra extra-11", "Extra extra-12"]);
    expect(second.current).toBe("2");
    expect([second.prev, second.next]).toEqual(["/blog", undefined]);
    expect(await second.page.title()).toMatch(/^Blog, page 2 \| /);
  });

  it("paginates a tag the same way, linked from each post's tags", async () => {
    const blog = await open("/blog");
    const tag = blog.page.locator("[data-blog-posts] > li").first().getByRole("link", { name: "Mobile" });
    expect(await tag.getAttribute("href")).toBe("/blog/tag/mobile");
    const first = await open("/blog/tag/mobile");
    expect(first.posts).toHaveLength(12);
    expect(await first.page.getByRole("heading", { level: 1 }).textContent()).toBe("Posts tagged Mobile");
    expect(first.next).toBe("/blog/tag/mobile/page/2");
    const second = await open("/blog/tag/mobile/page/2");
    expect(second.posts).toEqual(["Extra extra-12"]);
    expect(second.prev).toBe("/blog/tag/mobile");
  });

  it("answers 404 past the last page", async () => {
    expect((await fetch(site.url("/blog/page/3"))).status).toBe(404);
    expect((await fetch(site.url("/blog/page/2"))).status).toBe(200);
  });

  it("lists every page of every series in the sitemap", () => {
    const sitemap = readFileSync(join(site.root(), "dist/client/sitemap.xml"), "utf8");
    for (const path of [
      "/blog",
      "/blog/page/2",
      "/blog/tag/mobile",
      "/blog/tag/mobile/page/2",
      "/blog/tag/cloud",
    ])
      expect(sitemap).toContain(`${path}</loc>`);
    expect(sitemap).not.toContain("/blog/page/3<");
  });
});
