import { collections } from "../collections.ts";
import { momentOf } from "../publishing/moment.ts";
import { listingHref } from "../routes/routes.ts";
import type { GeneratedFile, Writer } from "./generated-file.ts";
import { siteOrigin } from "./site-origin.ts";

/** The five characters XML text and attribute values must not carry raw. */
function xmlText(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (character) =>
      ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[character] ?? character,
  );
}

interface FeedEntry {
  draft?: boolean;
  publishAt?: string;
  title: string;
  summary: string;
  date: string;
  author: string;
  href: string;
}

/** When an entry was published: its `publishAt`, else its date (YYYY-MM-DD) at midnight UTC. */
function publishedAt(entry: FeedEntry, timeZone: string): Date {
  return momentOf(entry.publishAt, timeZone) ?? new Date(`${entry.date}T00:00:00Z`);
}

/**
 * RSS 2.0 of each collection with a `feed` in the registry, newest first by publish date (drafts
 * left out); no file while it has no entries.
 */
export const feed: Writer = ({ data, validation }) => {
  const origin = siteOrigin(data);
  const site = data.get("site") as { name: string; description: string };
  const files: GeneratedFile[] = [];
  for (const collection of collections) {
    if (collection.kind !== "entries" || !collection.feed) continue;
    // Drafts (which only `site dev` builds) are left out.
    const entries = ((data.get(collection.name) as FeedEntry[] | undefined) ?? [])
      .filter((entry) => entry.draft !== true)
      .map((entry) => ({ ...entry, published: publishedAt(entry, validation.timeZone) }))
      .sort((a, b) => b.published.getTime() - a.published.getTime());
    if (entries.length === 0) continue;
    const items = entries.map((entry) => {
      const url = `${origin}${entry.href}`;
      return [
        "    <item>",
        `      <title>${xmlText(entry.title)}</title>`,
        `      <link>${xmlText(url)}</link>`,
        `      <guid isPermaLink="true">${xmlText(url)}</guid>`,
        `      <description>${xmlText(entry.summary)}</description>`,
        `      <dc:creator>${xmlText(entry.author)}</dc:creator>`,
        `      <pubDate>${entry.published.toUTCString()}</pubDate>`,
        "    </item>",
      ].join("\n");
    });
    const self = `${origin}${collection.feed}`;
    const listing = `${origin}${collection.listing ? listingHref(collection.listing, 1) : ""}`;
    files.push({
      path: `public${collection.feed}`,
      text: [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
        "  <channel>",
        `    <title>${xmlText(`${site.name} Blog`)}</title>`,
        `    <link>${xmlText(listing)}</link>`,
        `    <description>${xmlText(site.description)}</description>`,
        "    <language>en</language>",
        `    <lastBuildDate>${(entries[0]?.published ?? new Date(0)).toUTCString()}</lastBuildDate>`,
        `    <atom:link href="${xmlText(self)}" rel="self" type="application/rss+xml"/>`,
        ...items,
        "  </channel>",
        "</rss>",
        "",
      ].join("\n"),
    });
  }
  return files;
};
