import { describe, expect, it } from "vitest";
import { setupBrowser } from "../support/browser.ts";
import { expectHeading, expectLink, expectTexts } from "../support/page-checks.ts";
import { builtRoutes, type PageExpectation, pages } from "./routes.ts";

const web = setupBrowser();

async function check(expectation: PageExpectation, javaScriptEnabled: boolean): Promise<void> {
  const { page, response } = await web.open(expectation.path, {
    javaScriptEnabled,
    expectDocument404: expectation.status === 404,
  });
  expect(response?.status()).toBe(expectation.status);
  await expectHeading(page, expectation.heading);
  await expectTexts(page, expectation.texts);
  for (const link of expectation.links) await expectLink(page, link.name, link.href);
}

describe("route table", () => {
  it("covers the routes of the build, the projects slice included", () => {
    expect(builtRoutes).toContain("/projects");
    expect(builtRoutes.filter((route) => route.startsWith("/projects/")).sort()).toEqual(
      pages
        .filter((entry) => entry.status === 200 && entry.path.startsWith("/projects/"))
        .map((entry) => entry.path)
        .sort(),
    );
  });

  describe.each(pages)("$path", (expectation) => {
    it(`answers ${expectation.status} and shows its content once hydrated`, async () => {
      await check(expectation, true);
    });

    it("shows the same content without JavaScript (prerendered HTML)", async () => {
      await check(expectation, false);
    });
  });
});
