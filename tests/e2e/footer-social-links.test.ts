import { describe, expect, it } from "vitest";
import { site } from "../../site/generated/site";
import { axeViolations } from "../support/axe.ts";
import { setupBrowser } from "../support/browser.ts";

const web = setupBrowser();

describe("the footer's social links", () => {
  it("pass axe's WCAG 2.x A/AA rules, label-content-name-mismatch included", async () => {
    const { page } = await web.open("/");
    const violations = await axeViolations(page, { include: "footer" });
    expect(violations).toBe("");
  });

  it("say where they lead and that they open a new tab", async () => {
    const { page } = await web.open("/");
    for (const social of site.socials) {
      const link = page.getByRole("link", { name: `${site.name} on ${social.label} (opens in a new tab)` });
      expect(await link.getAttribute("href")).toBe(social.url);
    }
  });
});
