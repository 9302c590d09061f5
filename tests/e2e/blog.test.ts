import { describe, expect, it } from "vitest";
import { blog } from "../../site/generated/blog.ts";
import { site } from "../../site/generated/site.ts";
import { setupBrowser } from "../support/browser.ts";

const web = setupBrowser();

// The site ships without posts; blog-posts.test.ts builds and serves a copy with the fixture posts.
describe("/blog with no posts", () => {
  it("ships no posts", () => {
    expect(blog).toEqual([]);
  });

  it.each([true, false])("shows exactly 'Blog - Coming Soon' (JavaScript %s)", async (javaScriptEnabled) => {
    const { page, response } = await web.open("/blog", { javaScriptEnabled });
    expect(response?.status()).toBe(200);
    expect(await page.title()).toBe(`Blog | ${site.name}`);
    expect((await page.locator("main").textContent())?.replace(/\s+/g, " ").trim()).toBe(
      "Blog - Coming Soon",
    );
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Blog - Coming Soon");
  });

  it("an unknown post is the not-found page", async () => {
    const { response } = await web.open("/blog/no-such-post", { expectDocument404: true });
    expect(response?.status()).toBe(404);
  });
});
