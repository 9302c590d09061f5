import { FeedLink } from "../../components/blog/FeedLink";
import { BLOG_TITLE } from "../../components/blog/posts";
import { site } from "../../generated/site";

/** Every post page (site/pages/blog/@slug) links the blog's feed. */
export default function Head() {
  return <FeedLink title={`${site.name} ${BLOG_TITLE}`} />;
}
