import type { DayOfWeek, LocalBusiness, OpeningHoursSpecification, Organization, WebSite } from "schema-dts";
import type { Site } from "../../generated/types/site";
import { logoUrl, organizationRef } from "./site-ids";

const WEEK = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;

/** "8:00 AM" → "08:00"; undefined when it is not a time of day. */
function time24(text: string): string | undefined {
  const match = /^(\d{1,2}):(\d{2})\s*(AM|PM)$/i.exec(text.trim());
  if (!match) return undefined;
  const [, hours = "", minutes = "", half = ""] = match;
  const hour = (Number(hours) % 12) + (half.toUpperCase() === "PM" ? 12 : 0);
  return `${String(hour).padStart(2, "0")}:${minutes}`;
}

/**
 * site.yaml's business hours ("Monday - Friday", "8:00 AM - 5:00 PM") as opening hours; none when
 * the words are not a day range and a time range, since a wrong opening time is worse than none.
 */
export function openingHours(hours: Site["businessHours"]): OpeningHoursSpecification[] {
  const [first, last] = hours.days
    .split(/\s*[-–]\s*/)
    .map((day) => WEEK.indexOf(day.trim() as (typeof WEEK)[number]));
  const [opens, closes] = hours.hours.split(/\s*[-–]\s*/).map(time24);
  if (first === undefined || last === undefined || first < 0 || last < first || !opens || !closes) return [];
  const days = WEEK.slice(first, last + 1).map((day): DayOfWeek => day);
  return [{ "@type": "OpeningHoursSpecification", dayOfWeek: days, opens, closes }];
}

function office(site: Site, entry: Site["offices"][number]): LocalBusiness {
  return {
    "@type": "LocalBusiness",
    name: `${site.name}, ${entry.title} (${entry.city})`,
    url: site.url,
    image: logoUrl(site),
    email: entry.email,
    telephone: entry.phone,
    address: {
      "@type": "PostalAddress",
      streetAddress: entry.address,
      addressLocality: entry.city,
      addressCountry: entry.country,
    },
    hasMap: entry.mapUrl,
    openingHoursSpecification: openingHours(site.businessHours),
  };
}

/** The company: name, url, logo, e-mails, phone, socials as sameAs, and its offices with their hours. */
export function organization(site: Site): Exclude<Organization, string> {
  return {
    "@type": "Organization",
    ...organizationRef(site),
    name: site.name,
    url: site.url,
    logo: logoUrl(site),
    description: site.description,
    email: site.email,
    telephone: site.phone,
    sameAs: site.socials.map((social) => social.url),
    contactPoint: site.departments.map((department) => ({
      "@type": "ContactPoint",
      contactType: department.title,
      email: department.email,
    })),
    subOrganization: site.offices.map((entry) => office(site, entry)),
  };
}

export function website(site: Site): Exclude<WebSite, string> {
  return {
    "@type": "WebSite",
    "@id": `${site.url}/#website`,
    name: site.name,
    url: site.url,
    description: site.description,
    publisher: organizationRef(site),
  };
}
