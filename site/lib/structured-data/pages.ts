import type { BlogPosting, BreadcrumbList, CreativeWork, JobPosting, Service } from "schema-dts";
import type { BlogPost } from "../../generated/types/blog";
import type { Job } from "../../generated/types/jobs";
import type { ProjectDetail } from "../../generated/types/project-details";
import type { Service as ServiceEntry } from "../../generated/types/services";
import type { Site } from "../../generated/types/site";
import { absoluteUrl } from "../page-head";
import { logoUrl, organizationRef as publisher } from "./site-ids";

/** Home, then each step down to the page itself; the last item is the page. */
export function breadcrumbs(site: Site, trail: readonly { name: string; path: string }[]): BreadcrumbList {
  return {
    "@type": "BreadcrumbList",
    itemListElement: [{ name: "Home", path: "/" }, ...trail].map((step, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: step.name,
      item: absoluteUrl(site.url, step.path),
    })),
  };
}

/**
 * The trail of an entry's own page: its collection's overview (the entry's URL less its last
 * segment, named `overviewName`), then the entry.
 */
export function entryBreadcrumbs(
  site: Site,
  overviewName: string,
  entry: { title: string; href: string },
): BreadcrumbList {
  const overview = entry.href.slice(0, entry.href.lastIndexOf("/")) || "/";
  return breadcrumbs(site, [
    { name: overviewName, path: overview },
    { name: entry.title, path: entry.href },
  ]);
}

export function jobPosting(site: Site, job: Job): JobPosting {
  const remote = job.workplace === "remote";
  const place = {
    "@type": "Place" as const,
    address: {
      "@type": "PostalAddress" as const,
      addressLocality: job.jobLocation.city,
      ...(job.jobLocation.region ? { addressRegion: job.jobLocation.region } : {}),
      addressCountry: job.jobLocation.country,
    },
  };
  return {
    "@type": "JobPosting",
    title: job.title,
    description: job.description,
    datePosted: job.datePosted,
    // An expireAt is when the opening leaves the site; else the end of its last day.
    validThrough: job.expireAt ?? `${job.validThrough}T23:59:59`,
    employmentType: job.employmentType,
    hiringOrganization: {
      "@type": "Organization",
      name: site.name,
      sameAs: site.url,
      logo: logoUrl(site),
    },
    identifier: { "@type": "PropertyValue", name: site.name, value: job.id },
    url: absoluteUrl(site.url, job.href),
    ...(remote
      ? {
          jobLocationType: "TELECOMMUTE",
          applicantLocationRequirements: { "@type": "Country", name: job.jobLocation.country },
        }
      : { jobLocation: place }),
    experienceRequirements: job.experience,
    responsibilities: job.responsibilities.join("\n"),
    qualifications: job.requirements.join("\n"),
  };
}

export function blogPosting(site: Site, post: BlogPost): BlogPosting {
  return {
    "@type": "BlogPosting",
    headline: post.title,
    description: post.summary,
    datePublished: post.date,
    author: { "@type": "Person", name: post.author },
    publisher: publisher(site),
    url: absoluteUrl(site.url, post.href),
    mainEntityOfPage: absoluteUrl(site.url, post.href),
    keywords: post.tags.join(", "),
    ...(post.cover ? { image: absoluteUrl(site.url, post.cover.src) } : {}),
  };
}

export function service(site: Site, entry: ServiceEntry): Service {
  return {
    "@type": "Service",
    name: entry.title,
    description: entry.metaDescription,
    serviceType: entry.group,
    provider: publisher(site),
    url: absoluteUrl(site.url, entry.href),
  };
}

export function project(
  site: Site,
  detail: Pick<ProjectDetail, "title" | "subtitle" | "overview" | "client" | "industry" | "href" | "images">,
): CreativeWork {
  const image = detail.images[0];
  return {
    "@type": "CreativeWork",
    name: detail.title,
    headline: detail.subtitle,
    abstract: detail.overview,
    creator: publisher(site),
    sourceOrganization: { "@type": "Organization", name: detail.client },
    genre: detail.industry,
    url: absoluteUrl(site.url, detail.href),
    ...(image ? { image: absoluteUrl(site.url, image.src) } : {}),
  };
}
