import type { PageContext } from "vike/types";
import { site } from "../../generated/site";
import type { Data } from "./+data";

export const title = (pageContext: PageContext<Data>) => `${pageContext.data.page.title} | ${site.name}`;
