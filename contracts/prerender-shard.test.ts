import { describe, expect, it } from "vitest";
import { inShard } from "./prerender-shard";

const urls = [
  "/",
  "/about",
  "/contact",
  ...Array.from({ length: 400 }, (_, i) => `/blog/post-${i}`),
  ...Array.from({ length: 300 }, (_, i) => `/projects/${i}`),
];

describe("inShard", () => {
  it.each([1, 2, 3, 4])("gives every page to exactly one of %i shares", (count) => {
    for (const url of urls) {
      const owners = Array.from({ length: count }, (_, index) => index).filter((index) =>
        inShard({ index, count }, url, false),
      );
      expect(owners, url).toHaveLength(1);
    }
  });

  it("splits similar URLs evenly between two shares", () => {
    const first = urls.filter((url) => inShard({ index: 0, count: 2 }, url, false)).length;
    expect(first / urls.length).toBeGreaterThan(0.45);
    expect(first / urls.length).toBeLessThan(0.55);
  });

  it("gives the not-found page to the first share only", () => {
    expect(inShard({ index: 0, count: 2 }, "/fake-404-url", true)).toBe(true);
    expect(inShard({ index: 1, count: 2 }, "/fake-404-url", true)).toBe(false);
  });
});
