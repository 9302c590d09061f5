// The headings live in site/lib, where the pipeline reads them too (social preview images).
export { BLOG_TITLE, listingHeading } from "../../../contracts/blog-heading";

/** The blog's fixed text with no posts (/blog then shows exactly the placeholder). */
export const COMING_SOON = "Blog - Coming Soon";

/** localeCompare's order from one collator, instead of a new one for every comparison. */
const textOrder = new Intl.Collator().compare;

/** Newest first by date (YYYY-MM-DD sorts as text), then by slug for a stable order. */
export function newestFirst<T extends { date: string; slug: string }>(posts: readonly T[]): T[] {
  return [...posts].sort((a, b) => textOrder(b.date, a.date) || textOrder(a.slug, b.slug));
}

// Made once: creating a DateTimeFormat costs far more than formatting with it, and every post
// card of every listing page formats a date.
const postDate = new Intl.DateTimeFormat("en-AU", { dateStyle: "long", timeZone: "UTC" });

/** "2026-03-14" → "14 March 2026", the same on the server and in the browser. */
export function formatDate(date: string): string {
  return postDate.format(new Date(`${date}T00:00:00Z`));
}
