import { FeedLink } from "../../components/blog/FeedLink";

/** Every post page (site/pages/blog/@slug) links the blog's feed. */
export default function Head() {
  return <FeedLink />;
}
