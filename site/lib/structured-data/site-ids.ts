import type { Site } from "../../generated/types/site";
import { absoluteUrl } from "../page-head";

/** The company's node in every page's graph: other items point at it by this id. */
export const organizationRef = (site: Site) => ({ "@id": `${site.url}/#organization` });

/** The company's logo, absolute (the mark the pages show). */
export const logoUrl = (site: Site) => absoluteUrl(site.url, "/favicon.svg");
