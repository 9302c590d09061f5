import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { repoRoot } from "../../../tests/support/fixture-root.ts";
import type { Job } from "../../generated/types/jobs";
import type { Site } from "../../generated/types/site";
import { openingHours, organization, website } from "./organization";
import { blogPosting, breadcrumbs, jobPosting, project, service } from "./pages";

const site = parse(readFileSync(join(repoRoot, "content/site.yaml"), "utf8")) as Site;
const frontMatter = (file: string) =>
  parse(readFileSync(join(repoRoot, file), "utf8").split("---\n")[1] ?? "");
const job = {
  ...frontMatter("content/jobs/ui-ux-designer.md"),
  description: "<p>Design things.</p>",
  href: "/careers/ui-ux-designer",
} as Job;

/** The fields Google's rich results need, present and not empty. */
function missing(data: object, fields: readonly string[]): string[] {
  const record = data as Record<string, unknown>;
  return fields.filter(
    (field) => record[field] === undefined || record[field] === "" || record[field] === null,
  );
}

describe("JobPosting", () => {
  const posting = jobPosting(site, job);

  it("has every field Google requires, with a place of work for an on-site or hybrid job", () => {
    expect(
      missing(posting, [
        "title",
        "description",
        "datePosted",
        "validThrough",
        "employmentType",
        "hiringOrganization",
        "jobLocation",
      ]),
    ).toEqual([]);
    expect(posting).toMatchObject({
      datePosted: job.datePosted,
      validThrough: `${job.validThrough}T23:59:59`,
      employmentType: "FULL_TIME",
      url: "https://www.example.com/careers/ui-ux-designer",
      jobLocation: { address: { addressLocality: "Dhaka", addressCountry: "BD" } },
    });
  });

  it("marks a remote job TELECOMMUTE, open to applicants in its country", () => {
    const remote = jobPosting(site, { ...job, workplace: "remote" });
    expect(remote).toMatchObject({
      jobLocationType: "TELECOMMUTE",
      applicantLocationRequirements: { "@type": "Country", name: "BD" },
    });
    expect(remote).not.toHaveProperty("jobLocation");
  });
});

describe("Organization and WebSite", () => {
  const company = organization(site);

  it("name the company with its url, logo, e-mail, phone and socials", () => {
    expect(missing(company, ["name", "url", "logo", "email", "telephone", "sameAs"])).toEqual([]);
    expect(company.sameAs).toEqual(site.socials.map((social) => social.url));
  });

  it("list each office as a LocalBusiness with its postal address and hours", () => {
    expect(company.subOrganization).toHaveLength(site.offices.length);
    expect(company.subOrganization).toContainEqual(
      expect.objectContaining({
        "@type": "LocalBusiness",
        address: expect.objectContaining({ "@type": "PostalAddress", addressLocality: "Sydney" }),
        openingHoursSpecification: [expect.objectContaining({ opens: "08:00", closes: "17:00" })],
      }),
    );
  });

  it("WebSite points at the company as publisher", () => {
    expect(website(site)).toMatchObject({ url: site.url, publisher: { "@id": `${site.url}/#organization` } });
  });
});

describe("openingHours", () => {
  it("turns a day range and a time range into one specification", () => {
    expect(openingHours({ days: "Monday - Friday", hours: "8:00 AM - 5:30 PM", weekend: "Closed" })).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        opens: "08:00",
        closes: "17:30",
      },
    ]);
  });

  it("says nothing rather than something wrong when it cannot read the words", () => {
    expect(openingHours({ days: "Weekdays", hours: "8:00 AM - 5:00 PM", weekend: "Closed" })).toEqual([]);
    expect(openingHours({ days: "Monday - Friday", hours: "office hours", weekend: "Closed" })).toEqual([]);
  });
});

describe("BreadcrumbList", () => {
  it("starts at home and numbers each step with its absolute URL", () => {
    const list = breadcrumbs(site, [
      { name: "Careers", path: "/careers" },
      { name: "UI/UX Designer", path: "/careers/ui-ux-designer" },
    ]);
    expect(list.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "https://www.example.com" },
      { "@type": "ListItem", position: 2, name: "Careers", item: "https://www.example.com/careers" },
      {
        "@type": "ListItem",
        position: 3,
        name: "UI/UX Designer",
        item: "https://www.example.com/careers/ui-ux-designer",
      },
    ]);
  });
});

describe("BlogPosting, Service and CreativeWork", () => {
  it("BlogPosting has headline, date, author and its URL", () => {
    const post = blogPosting(site, {
      slug: "hello",
      title: "Hello",
      date: "2026-11-01",
      author: "Ada",
      summary: "A first post.",
      tags: ["news"],
      html: "<p>Hi</p>",
      href: "/blog/hello",
    });
    expect(missing(post, ["headline", "datePublished", "author", "url"])).toEqual([]);
    expect(post.url).toBe("https://www.example.com/blog/hello");
  });

  it("Service and CreativeWork name what they are and who made them", () => {
    const offered = service(site, {
      title: "Web Development",
      metaDescription: "Web apps.",
      group: "Development Services",
      href: "/services/web-development",
    } as Parameters<typeof service>[1]);
    expect(missing(offered, ["name", "description", "provider", "url"])).toEqual([]);
    const work = project(site, {
      title: "Clinic Portal",
      subtitle: "Bookings",
      overview: "A portal.",
      client: "Clinic",
      industry: "Healthcare",
      href: "/projects/clinic",
      images: [],
    });
    expect(missing(work, ["name", "creator", "url"])).toEqual([]);
  });
});
