import { newestFirst } from "../../components/blog/posts";
import { blog } from "../../generated/blog";

export function data() {
  // The list needs no bodies: ship only what it shows.
  return { posts: newestFirst(blog).map(({ html: _html, ...post }) => post) };
}

export type Data = ReturnType<typeof data>;
