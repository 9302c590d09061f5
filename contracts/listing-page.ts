/** One page of a listing, as pipeline/routes/pagination.ts makes it (site/generated/*-listings.ts). */
export interface ListingPage {
  href: string;
  /** The tag the series lists, or null for the listing of all entries. */
  tag: string | null;
  /** 1-based. */
  page: number;
  /** Hrefs of pages 1… of the series. */
  pageHrefs: readonly string[];
  /** Ids of the entries on this page, in order. */
  ids: readonly string[];
}
