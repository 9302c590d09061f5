import { blogTagHrefs } from "../../generated/blog-listings";
import { formatDate } from "./posts";

/** Date, author and tags of a post. */
export function PostMeta({ date, author, tags }: { date: string; author: string; tags: readonly string[] }) {
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-ink-muted">
      <time dateTime={date}>{formatDate(date)}</time>
      <span aria-hidden="true">·</span>
      <span>{author}</span>
      {tags.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label="Tags">
          {tags.map((tag) => (
            <li key={tag} className="rounded-full border border-line text-xs">
              {blogTagHrefs[tag] ? (
                <a href={blogTagHrefs[tag]} className="block px-3 py-0.5 hover:text-accent-strong">
                  {tag}
                </a>
              ) : (
                <span className="block px-3 py-0.5">{tag}</span>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
