// The headings live in site/lib, where the pipeline reads them too (social preview images).
export { BLOG_TITLE, listingHeading } from "../../lib/blog-heading";

/** The blog's fixed text with no posts (spec section 2: /blog then shows exactly the placeholder). */
export const COMING_SOON = "Blog - Coming Soon";

/** Newest first by date (YYYY-MM-DD sorts as text), then by slug for a stable order. */
export function newestFirst<T extends { date: string; slug: string }>(posts: readonly T[]): T[] {
  return [...posts].sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
}

/** "2026-03-14" → "14 March 2026", the same on the server and in the browser. */
export function formatDate(date: string): string {
  return new Intl.DateTimeFormat("en-AU", { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${date}T00:00:00Z`),
  );
}
