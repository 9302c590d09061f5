import { describe, expect, it } from "vitest";
import { axeViolations } from "../support/axe.ts";
import { setupBrowser } from "../support/browser.ts";
import { DESKTOP, MOBILE } from "../support/paths.ts";
import { openFilter } from "../support/portfolio.ts";
import { pages } from "./routes.ts";

const web = setupBrowser();

const checked = pages.filter((entry) => entry.axe);
const viewports = [
  { name: "1440x900", viewport: DESKTOP },
  { name: "390x844", viewport: MOBILE },
];

describe("axe-core, WCAG 2.2 A/AA", () => {
  it("checks /projects, two detail pages and the 404 page", () => {
    expect(checked.map((entry) => entry.path)).toEqual([
      "/projects",
      "/projects/better-that",
      "/projects/sydney-gateway-college",
      "/some/unknown/path",
    ]);
  });

  describe.each(viewports)("at $name", ({ viewport }) => {
    it.each(checked.map((entry) => [entry.path, entry] as const))(
      "%s has no violations",
      async (_path, entry) => {
        const { page } = await web.open(entry.path, { viewport, expectDocument404: entry.status === 404 });
        const violations = await axeViolations(page);
        expect(violations, `axe violations on ${entry.path}:\n${violations}`).toBe("");
      },
    );

    it("/projects with a filter dropdown open has no violations", async () => {
      const { page } = await web.open("/projects", { viewport });
      await openFilter(page, "Technology");
      const violations = await axeViolations(page);
      expect(violations, `axe violations with the Technology dropdown open:\n${violations}`).toBe("");
    });
  });
});
