import { render } from "vike/abort";
import type { PageContextServer } from "vike/types";
import { blog } from "../../../generated/blog";

export function data(pageContext: PageContextServer) {
  const post = blog.find((entry) => entry.slug === pageContext.routeParams.slug);
  if (!post) throw render(404);
  return { post };
}

export type Data = ReturnType<typeof data>;
