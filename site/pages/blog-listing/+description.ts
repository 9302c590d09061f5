import type { PageContext } from "vike/types";
import { site } from "../../generated/site";
import type { Data } from "./+data";

export const description = (pageContext: PageContext<Data>) => {
  const { tag, page } = pageContext.data.listing;
  const what = tag === null ? "Articles" : `Articles tagged ${tag}`;
  return `${what} from the ${site.name} team, page ${page}: building web and mobile apps, AI and cloud solutions.`;
};
