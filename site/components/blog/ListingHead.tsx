import { useData } from "vike-react/useData";
import { type ListingData, neighbours } from "./listing";

/**
 * rel=prev/next links in the head of a listing page. site/pages/blog/+Head also applies to the
 * post pages below it, whose data has no listing: they get nothing.
 */
export function ListingHead() {
  const data = useData<Partial<ListingData> | undefined>();
  if (data?.listing === undefined) return null;
  const { prev, next } = neighbours(data.listing);
  return (
    <>
      {prev ? <link rel="prev" href={prev} /> : null}
      {next ? <link rel="next" href={next} /> : null}
    </>
  );
}
