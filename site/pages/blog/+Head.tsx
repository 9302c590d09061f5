import { FeedLink } from "../../components/blog/FeedLink";
import { ListingHead } from "../../components/blog/ListingHead";
import { BLOG_TITLE } from "../../components/blog/posts";
import { site } from "../../generated/site";

/** The blog's head: its feed, and on a listing page its previous and next pages. */
export default function Head() {
  return (
    <>
      <FeedLink title={`${site.name} ${BLOG_TITLE}`} />
      <ListingHead />
    </>
  );
}
