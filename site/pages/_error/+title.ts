import type { PageContext } from "vike/types";
import { site } from "../../generated/site";

export const title = (pageContext: PageContext) =>
  `${pageContext.is404 ? "Page Not Found" : "Error"} | ${site.name}`;
