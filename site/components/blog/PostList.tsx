import type { BlogPost } from "../../generated/types/blog";
import { cn } from "../../lib/cn";
import { cardClasses } from "../ui/Card";
import { DraftMark } from "../ui/DraftMark";
import { Heading } from "../ui/Heading";
import { Picture } from "../ui/Picture";
import { PostMeta } from "./PostMeta";

/** The posts, newest first, each linking to its page. */
export function PostList({ posts }: { posts: readonly Omit<BlogPost, "html">[] }) {
  return (
    <ul className="grid gap-8 md:grid-cols-2 lg:grid-cols-3" data-blog-posts="">
      {posts.map((post) => (
        <li key={post.slug} className={cn(cardClasses({ padding: "none" }), "overflow-hidden")}>
          {post.cover ? (
            <Picture image={post.cover} alt={post.coverAlt ?? ""} sizes="(min-width: 1024px) 33vw, 100vw" />
          ) : null}
          <article className="space-y-3 p-6">
            <Heading level={2} className="text-xl">
              <a href={post.href} className="hover:text-accent-strong">
                {post.title}
              </a>
              <DraftMark href={post.href} className="ml-2 align-middle" />
            </Heading>
            <PostMeta date={post.date} author={post.author} tags={post.tags} />
            <p className="text-ink-muted">{post.summary}</p>
          </article>
        </li>
      ))}
    </ul>
  );
}
