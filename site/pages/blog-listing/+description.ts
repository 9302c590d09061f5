import type { PageContext } from "vike/types";
import { site } from "../../generated/site";
import type { Data } from "./+data";

/**
 * The blog has no page content file. /blog itself says what the blog is (with no posts yet it is
 * the 'Coming Soon' placeholder); further pages and tag pages say which articles they list.
 */
export const description = (pageContext: PageContext<Data>) => {
  const { listing, posts } = pageContext.data;
  if (listing.tag === null && listing.page === 1)
    return posts.length === 0
      ? `The ${site.name} blog is coming soon: practical articles from our developers and designers on web and mobile apps, AI and cloud projects.`
      : `Articles from the ${site.name} team on building web and mobile apps, AI and cloud solutions, and on planning and running software projects.`;
  const what = listing.tag === null ? "Articles" : `Articles tagged ${listing.tag}`;
  return `${what} from the ${site.name} team, page ${listing.page}: building web and mobile apps, AI and cloud solutions.`;
};
