import type { PageContext } from "vike/types";
import { site } from "../../generated/site";
import type { Data } from "./+data";

/** The blog has no page content file; with no posts yet the page is the spec's 'Coming Soon' placeholder. */
export const description = (pageContext: PageContext<Data>) =>
  pageContext.data.posts.length === 0
    ? `The ${site.name} blog is coming soon: practical articles from our developers and designers on web and mobile apps, AI and cloud projects.`
    : `Articles from the ${site.name} team on building web and mobile apps, AI and cloud solutions, and on planning and running software projects.`;
