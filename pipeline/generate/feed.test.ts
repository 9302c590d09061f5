import { describe, expect, it } from "vitest";
import type { ValidationResult } from "../validate/validate.ts";
import { feed } from "./feed.ts";
import type { BuiltAssets } from "./generated-file.ts";

const assets: BuiltAssets = { images: new Map(), media: new Map(), clientLogos: [], socialImages: new Map() };
const validation = {} as ValidationResult;
const site = { name: "Northwind Digital", url: "https://www.example.com", description: "Apps & cloud." };
const post = (slug: string, date: string, title = slug) => ({
  slug,
  title,
  date,
  author: "Ada Lovelace",
  summary: `About ${title}.`,
  href: `/blog/${slug}`,
});

async function feedOf(posts: unknown[]) {
  return feed({
    root: "/",
    validation,
    assets,
    data: new Map<string, unknown>([
      ["site", site],
      ["blog", posts],
    ]),
  });
}

describe("the blog's RSS feed", () => {
  it("is not written while there are no posts", async () => {
    expect(await feedOf([])).toEqual([]);
  });

  it("lists every post newest first with absolute links, its text escaped", async () => {
    const [file] = await feedOf([
      post("older", "2026-01-05"),
      post("newer", "2026-03-01", "Tips <&> tricks"),
    ]);
    expect(file?.path).toBe("public/blog/feed.xml");
    const text = file?.text ?? "";
    expect(text).toContain('<rss version="2.0"');
    expect(text).toContain('<atom:link href="https://www.example.com/blog/feed.xml" rel="self"');
    expect(text).toContain("<link>https://www.example.com/blog</link>");
    expect(text).toContain("<description>Apps &amp; cloud.</description>");
    const titles = [...text.matchAll(/<item>\s*<title>([^<]*)<\/title>/g)].map((match) => match[1]);
    expect(titles).toEqual(["Tips &lt;&amp;&gt; tricks", "older"]);
    expect(text).toContain("<link>https://www.example.com/blog/newer</link>");
    expect(text).toContain("<pubDate>Sun, 01 Mar 2026 00:00:00 GMT</pubDate>");
  });
});
