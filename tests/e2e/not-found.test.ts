import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { setupBrowser, waitForHydration } from "../support/browser.ts";
import { expectLink, expectTexts } from "../support/page-checks.ts";
import { UNKNOWN_PATH, UNKNOWN_PROJECT_PATH } from "../support/route-table.ts";

const web = setupBrowser();

const errorLine = async (page: Page) => (await page.getByTestId("error-code").textContent()) ?? "";

describe("not-found pages", () => {
  it("an unknown project id answers 404 with 'Project Not Found' and a way back to /projects", async () => {
    const { page, response } = await web.open(UNKNOWN_PROJECT_PATH, { expectDocument404: true });
    expect(response?.status()).toBe(404);
    expect((await page.locator("h1").textContent())?.trim()).toBe("Project Not Found");
    await expectTexts(page, ["The project you're looking for doesn't exist."]);
    await expectLink(page, "Back to Projects", "/projects");
    await page.getByRole("link", { name: "Back to Projects", exact: true }).click();
    await page.waitForURL(web.url("/projects"));
  });

  it("any other unknown path answers 404 with its fixed texts and the path asked for", async () => {
    const { page, response } = await web.open(UNKNOWN_PATH, { expectDocument404: true });
    expect(response?.status()).toBe(404);
    expect((await page.locator("h1").textContent())?.trim()).toBe("404");
    await expectTexts(page, [
      "Oops! Page Not Found",
      "The page you're looking for doesn't exist or has been moved...",
    ]);
    expect(await errorLine(page)).toBe(`Error Code: 404 | Route: ${UNKNOWN_PATH}`);
    await expectLink(page, "Go Home", "/");
  });

  it("shows a path with characters that need escaping as text, the same with and without JavaScript", async () => {
    const asked = "/a<b>/x y&z\"'";
    const shown: string[] = [];
    for (const javaScriptEnabled of [false, true]) {
      const { page, response } = await web.open(asked, { expectDocument404: true, javaScriptEnabled });
      expect(response?.status()).toBe(404);
      expect(await page.getByTestId("error-code").locator("*:not(span)").count(), "no element injected").toBe(
        0,
      );
      shown.push(await errorLine(page));
    }
    expect(shown, "[without JavaScript, once hydrated]").toEqual([
      `Error Code: 404 | Route: ${asked}`,
      `Error Code: 404 | Route: ${asked}`,
    ]);
  });

  it("'Go Back' returns to the previous page", async () => {
    const { page } = await web.open("/projects", { expectDocument404: true });
    await page.goto(web.url(UNKNOWN_PATH));
    await waitForHydration(page);
    await page.getByRole("button", { name: "Go Back", exact: true }).click();
    await page.waitForURL(web.url("/projects"));
    expect((await page.locator("h1").textContent())?.trim()).toBe("Our Projects");
  });

  it("redirects a trailing slash to the route without it", async () => {
    const reply = await fetch(web.url("/projects/"), { redirect: "manual" });
    expect([301, 308]).toContain(reply.status);
    expect(new URL(reply.headers.get("location") ?? "", web.baseUrl).pathname).toBe("/projects");

    const { page, response } = await web.open("/projects/");
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe("/projects");
  });
});
