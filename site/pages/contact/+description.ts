import type { PageContext } from "vike/types";
import type { Data } from "./+data";

export const description = (pageContext: PageContext<Data>) => pageContext.data.page.metaDescription;
