import { describe, expect, it } from "vitest";
import { absoluteUrl, pageHead } from "./page-head.ts";

const origin = "https://www.example.com";
const routes = ["/", "/about", "/blog/first-post"];

describe("pageHead", () => {
  it("gives a routed page its absolute canonical URL without a trailing slash", () => {
    expect(pageHead({ origin, pathname: "/about", routes })).toEqual({
      canonical: "https://www.example.com/about",
      ogType: "website",
      noindex: false,
    });
  });

  it("gives the home page the bare origin", () => {
    expect(pageHead({ origin, pathname: "/", routes }).canonical).toBe("https://www.example.com");
  });

  it("keeps the page's own Open Graph type", () => {
    expect(pageHead({ origin, pathname: "/blog/first-post", routes, ogType: "article" }).ogType).toBe(
      "article",
    );
  });

  it("gives a page outside the route table (a 404) no canonical and asks not to index it", () => {
    expect(pageHead({ origin, pathname: "/projects/no-such-project", routes })).toEqual({
      canonical: undefined,
      ogType: "website",
      noindex: true,
    });
  });

  it("asks not to index a draft (only site dev builds drafts)", () => {
    const drafts = ["/blog/first-post"];
    expect(pageHead({ origin, pathname: "/blog/first-post", routes, drafts }).noindex).toBe(true);
    expect(pageHead({ origin, pathname: "/about", routes, drafts }).noindex).toBe(false);
  });
});

describe("absoluteUrl", () => {
  it("drops trailing slashes of the path", () => {
    expect(absoluteUrl(origin, "/careers/")).toBe("https://www.example.com/careers");
  });
});

describe("pageHead's preview image", () => {
  const image = (src: string) => ({
    src,
    width: 1200,
    height: 630,
    type: "image/jpeg",
    alt: `Preview ${src}`,
  });
  const socialImages = { "/": image("/social/home-1.jpg"), "/about": image("/social/about-2.jpg") };

  it("gives a routed page its own image with an absolute URL on the site's origin", () => {
    expect(pageHead({ origin, pathname: "/about", routes, socialImages }).image).toEqual({
      ...image("/social/about-2.jpg"),
      url: "https://www.example.com/social/about-2.jpg",
    });
  });

  it("gives a page outside the route table (a 404) the home page's image", () => {
    expect(pageHead({ origin, pathname: "/nowhere", routes, socialImages }).image?.url).toBe(
      "https://www.example.com/social/home-1.jpg",
    );
  });

  it("gives no image before a build has rendered any", () => {
    expect(pageHead({ origin, pathname: "/about", routes, socialImages: {} }).image).toBeUndefined();
  });
});
