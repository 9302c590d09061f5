import { describe, expect, it } from "vitest";
import { chunkKindOf, totalJs, weighPage } from "./classify.ts";

describe("chunkKindOf", () => {
  it("reads the kind from the file name, not the folder", () => {
    expect(chunkKindOf("/assets/chunks/framework-BxY1.js")).toBe("framework");
    expect(chunkKindOf("/assets/island-contact-form-9a.js?v=1")).toBe("islands");
    expect(chunkKindOf("/assets/framework/enhance-1.js")).toBe("enhance");
    expect(chunkKindOf("/assets/entries/entry-server-routing.L9.js")).toBe("enhance");
  });
});

describe("weighPage", () => {
  it("sums gzip sizes per kind and counts island chunks", () => {
    const weight = weighPage({
      route: "/contact",
      scripts: [
        { path: "/assets/enhance-1.js", raw: 9000, gzip: 3000 },
        { path: "/assets/framework-2.js", raw: 180_000, gzip: 58_000 },
        { path: "/assets/island-form-3.js", raw: 12_000, gzip: 4000 },
        { path: "/assets/island-newsletter-4.js", raw: 3000, gzip: 1000 },
      ],
      styles: [{ path: "/assets/site.css", raw: 50_000, gzip: 9000 }],
    });
    expect(weight).toEqual({
      route: "/contact",
      js: { enhance: 3000, framework: 58_000, islands: 5000 },
      jsRaw: 204_000,
      islandChunks: 2,
      css: 9000,
    });
    expect(totalJs(weight)).toBe(66_000);
  });
});
