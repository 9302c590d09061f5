import type { BlogPost } from "../../generated/types/blog";
import { Heading } from "../ui/Heading";
import { Picture } from "../ui/Picture";
import { Section } from "../ui/Section";
import { PostMeta } from "./PostMeta";

/** One post: title, meta, optional cover and the body rendered from Markdown at build time. */
export function PostArticle({ post }: { post: BlogPost }) {
  return (
    <Section pad="top" reveal={false}>
      <article className="mx-auto max-w-3xl space-y-6" data-blog-post={post.slug}>
        <a href="/blog" className="text-sm text-accent-strong hover:underline">
          ← Blog
        </a>
        <Heading level={1}>{post.title}</Heading>
        <PostMeta date={post.date} author={post.author} tags={post.tags} />
        {post.cover ? (
          <Picture
            image={post.cover}
            alt={post.coverAlt ?? ""}
            sizes="(min-width: 768px) 768px, 100vw"
            priority
          />
        ) : null}
        <div
          className="space-y-4 text-ink-muted [&_a]:text-accent-strong [&_a]:underline [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-ink [&_h3]:font-semibold [&_h3]:text-ink [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: HTML rendered at build time from the site's own Markdown.
          dangerouslySetInnerHTML={{ __html: post.html }}
        />
      </article>
    </Section>
  );
}
