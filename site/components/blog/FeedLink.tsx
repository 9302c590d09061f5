import { feedHref } from "../../generated/blog";

/** Tells feed readers where the blog's RSS feed is, once there is one. */
export function FeedLink({ title }: { title: string }) {
  return feedHref ? <link rel="alternate" type="application/rss+xml" title={title} href={feedHref} /> : null;
}
