import { collections } from "../collections.ts";
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
  title: string;
  summary: string;
  date: string;
  author: string;
  href: string;
}

/** An RFC 822 date, as RSS 2.0 wants it, for a YYYY-MM-DD date (midnight UTC). */
function rfc822(date: string): string {
  return new Date(`${date}T00:00:00Z`).toUTCString();
}

/** RSS 2.0 of each collection with a `feed` in the registry, newest first; no file while it has no entries. */
export const feed: Writer = ({ data }) => {
  const origin = siteOrigin(data);
  const site = data.get("site") as { name: string; description: string };
  const files: GeneratedFile[] = [];
  for (const collection of collections) {
    if (collection.kind !== "entries" || !collection.feed) continue;
    const entries = [...((data.get(collection.name) as FeedEntry[] | undefined) ?? [])].sort((a, b) =>
      b.date.localeCompare(a.date),
    );
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
        `      <pubDate>${rfc822(entry.date)}</pubDate>`,
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
        `    <lastBuildDate>${rfc822(entries[0]?.date ?? "1970-01-01")}</lastBuildDate>`,
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
