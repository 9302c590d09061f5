import type { PageContext } from "vike/types";
import { listingHeading } from "../../components/blog/posts";
import { pageTitle } from "../../lib/page-title";
import type { Data } from "./+data";

export const title = (pageContext: PageContext<Data>) => pageTitle(listingHeading(pageContext.data.listing));
