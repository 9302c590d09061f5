import type { NotFoundPage, PageColours, ServerSettings } from "../../contracts/server-settings.ts";
import { type Collection, collections } from "../collections.ts";
import { notFoundHref } from "../routes/routes.ts";

/** The fields of site.yaml this reads (the full type is generated from the schema). */
export interface SiteFacts {
  name: string;
  email: string;
  turnstileSiteKey: string;
  departments: readonly { key: string; email: string }[];
  offices: readonly { mapEmbedUrl?: string }[];
}

/** The field of the contact page this reads. */
export interface ContactPageFacts {
  form: { budgetOptions: readonly { value: string; label: string }[] };
}

/** The department whose address receives enquiries. */
const ENQUIRY_DEPARTMENT = "consultation";

/**
 * The not-found page of each collection the registry gives one: the server answers a path under
 * the collection's route with it, so the server needs no route of its own.
 */
export function notFoundPages(registry: readonly Collection[] = collections): NotFoundPage[] {
  return registry.flatMap((collection) => {
    if (collection.kind !== "entries" || !collection.route) return [];
    const href = notFoundHref(collection);
    const idAt = collection.route.indexOf("{id}");
    if (href === undefined || idAt < 0) return [];
    return [{ under: collection.route.slice(0, idAt), page: `${href.slice(1)}/index.html` }];
  });
}

/** What the server needs to know of the content (contracts/server-settings.ts). */
export function serverSettings(
  site: SiteFacts,
  contactPage: ContactPageFacts | undefined,
  pageColours: PageColours,
  redirects: ServerSettings["redirects"] = [],
): ServerSettings {
  const consultation = site.departments.find((department) => department.key === ENQUIRY_DEPARTMENT);
  const frameOrigins = site.offices.flatMap((office) =>
    office.mapEmbedUrl ? [new URL(office.mapEmbedUrl).origin] : [],
  );
  return {
    siteName: site.name,
    notifyTo: consultation?.email ?? site.email,
    frameOrigins: [...new Set(frameOrigins)].sort(),
    budgetLabels: Object.fromEntries(
      (contactPage?.form.budgetOptions ?? []).map((option) => [option.value, option.label]),
    ),
    turnstileSiteKey: site.turnstileSiteKey,
    notFoundPages: notFoundPages(),
    redirects,
    pageColours,
  };
}
