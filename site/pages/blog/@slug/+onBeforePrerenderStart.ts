import { blog } from "../../../generated/blog";

export function onBeforePrerenderStart(): string[] {
  return blog.map((post) => post.href);
}
