import { FeedLink } from "../../components/blog/FeedLink";
import { ListingHead } from "../../components/blog/ListingHead";

/** A listing page's head: the blog's feed, and its previous and next pages. */
export default function Head() {
  return (
    <>
      <FeedLink />
      <ListingHead />
    </>
  );
}
