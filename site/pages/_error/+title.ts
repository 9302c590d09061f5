import type { PageContext } from "vike/types";
import { pageTitle } from "../../lib/page-title";

export const title = (pageContext: PageContext) => pageTitle(pageContext.is404 ? "Page Not Found" : "Error");
