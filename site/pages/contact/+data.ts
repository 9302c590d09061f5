import { contactPage } from "../../generated/contactPage";
import { site } from "../../generated/site";

/** The careers collection, once it exists: only ids and titles are read, for the `?job=<id>` line. */
const jobModules = import.meta.glob<Record<string, unknown>>("../../generated/jobs.ts", { eager: true });

function jobTitles(): Record<string, string> {
  const titles: Record<string, string> = {};
  for (const module of Object.values(jobModules)) {
    for (const value of Object.values(module)) {
      if (!Array.isArray(value)) continue;
      for (const job of value as unknown[]) {
        if (typeof job !== "object" || job === null) continue;
        const { id, slug, title } = job as Record<string, unknown>;
        const key = typeof id === "string" ? id : slug;
        if (typeof key === "string" && typeof title === "string") titles[key] = title;
      }
    }
  }
  return titles;
}

export function data() {
  const office = site.offices.find((entry) => entry.kind === "head") ?? site.offices[0];
  if (!office) throw new Error("site.yaml lists no office");
  return {
    page: contactPage,
    site: {
      phone: site.phone,
      email: site.email,
      businessHours: site.businessHours,
      departments: site.departments,
      turnstileSiteKey: site.turnstileSiteKey,
    },
    office: { address: office.address, mapUrl: office.mapUrl, mapEmbedUrl: office.mapEmbedUrl ?? null },
    jobTitles: jobTitles(),
  };
}

export type Data = ReturnType<typeof data>;
