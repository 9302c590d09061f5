import { BLOG_TITLE } from "../../../contracts/blog-heading";
import { feedHref } from "../../generated/blog";
import { site } from "../../generated/site";

/** Tells feed readers where the blog's RSS feed is, once there is one. */
export function FeedLink() {
  return feedHref ? (
    <link rel="alternate" type="application/rss+xml" title={`${site.name} ${BLOG_TITLE}`} href={feedHref} />
  ) : null;
}
