/**
 * What the server needs to know of the content, written by the build beside the site
 * (`dist/server-settings.json`), so the server never reads content/ or imports site code.
 */
export interface ServerSettings {
  /** The company name, for the notification's sender name and subject. */
  siteName: string;
  /** Where enquiry notifications go: the project-consultation department's address. */
  notifyTo: string;
  /** Origins the pages embed in frames (the office maps), for the Content-Security-Policy. */
  frameOrigins: string[];
  /** The contact page's wording of each budget value, for the notification. */
  budgetLabels: Record<string, string>;
}

/** The fields of site.yaml this reads (the full type is generated from the schema). */
export interface SiteFacts {
  name: string;
  email: string;
  departments: readonly { key: string; email: string }[];
  offices: readonly { mapEmbedUrl?: string }[];
}

/** The field of the contact page this reads. */
export interface ContactPageFacts {
  form: { budgetOptions: readonly { value: string; label: string }[] };
}

export const SERVER_SETTINGS_FILE = "server-settings.json";

/** The department whose address receives enquiries. */
const ENQUIRY_DEPARTMENT = "consultation";

export function serverSettings(site: SiteFacts, contactPage: ContactPageFacts | undefined): ServerSettings {
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
  };
}
