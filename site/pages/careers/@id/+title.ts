import type { PageContext } from "vike/types";
import { pageTitle } from "../../../lib/page-title";
import type { Data } from "./+data";

export const title = (pageContext: PageContext<Data>) => pageTitle(pageContext.data.job.title);
