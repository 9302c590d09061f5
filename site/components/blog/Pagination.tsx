import type { ListingData } from "./listing";
import { neighbours } from "./listing";

const link = "rounded-lg border border-line px-3 py-1.5 hover:border-accent-strong hover:text-accent-strong";

/** Numbered page links with previous and next; nothing when the series has one page. */
export function Pagination({ listing }: { listing: ListingData["listing"] }) {
  if (listing.pageHrefs.length < 2) return null;
  const { prev, next } = neighbours(listing);
  return (
    <nav aria-label="Pages" className="mt-12" data-blog-pagination="">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {prev ? (
          <li>
            <a href={prev} rel="prev" className={link}>
              Previous
            </a>
          </li>
        ) : null}
        {listing.pageHrefs.map((href, index) => (
          <li key={href}>
            <a
              href={href}
              aria-current={index + 1 === listing.page ? "page" : undefined}
              className={`${link} aria-[current=page]:border-accent-strong aria-[current=page]:font-semibold`}
            >
              {index + 1}
            </a>
          </li>
        ))}
        {next ? (
          <li>
            <a href={next} rel="next" className={link}>
              Next
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
