import { describe, expect, it } from "vitest";
import { formatJobDate } from "../../site/components/careers/job-facts";
import { careersPage } from "../../site/generated/careersPage";
import { jobs } from "../../site/generated/jobs";
import { setupBrowser } from "../support/browser.ts";
import { expectAccessibleLayout, expectHeading, expectLink, expectTexts } from "../support/page-checks.ts";
import { DESKTOP, MOBILE } from "../support/paths.ts";
import { renderedLinks } from "../support/sections.ts";

const web = setupBrowser();

describe("one page per job opening", () => {
  it("has at least one open job to show", () => {
    expect(jobs.length).toBeGreaterThan(0);
  });

  it.each(jobs.map((job) => [job.href, job] as const))(
    "%s shows the whole posting and how to apply",
    async (href, job) => {
      const { page, response } = await web.open(href, { javaScriptEnabled: false });
      expect(response?.status()).toBe(200);
      await expectHeading(page, job.title);
      await expectTexts(page, [
        job.department,
        job.type,
        job.location,
        job.experience,
        formatJobDate(job.validThrough),
        ...job.responsibilities,
        ...job.requirements,
        ...job.preferred,
      ]);
      const links = (await renderedLinks(page.locator("main"))).map(({ label, href }) => ({ label, href }));
      expect(links).toEqual([
        { label: careersPage.hero.title, href: "/careers" },
        { label: careersPage.openings.applyLabel, href: `/contact?job=${job.id}` },
      ]);
    },
  );

  it("is linked from its card on /careers", async () => {
    const { page } = await web.open("/careers", { javaScriptEnabled: false });
    for (const job of jobs) await expectLink(page, job.title, job.href);
  });

  it.each([
    ["390", MOBILE],
    ["1440", DESKTOP],
  ])("passes axe and fits the screen at %s px", async (_width, viewport) => {
    const job = jobs[0];
    if (!job) throw new Error("no job to check");
    const { page } = await web.open(job.href, { viewport });
    await expectAccessibleLayout(page, viewport);
  });
});
