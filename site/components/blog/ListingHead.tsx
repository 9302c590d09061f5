import { useData } from "vike-react/useData";
import { type ListingData, neighbours } from "./listing";

/** rel=prev/next links in the head of a listing page. */
export function ListingHead() {
  const { prev, next } = neighbours(useData<ListingData>().listing);
  return (
    <>
      {prev ? <link rel="prev" href={prev} /> : null}
      {next ? <link rel="next" href={next} /> : null}
    </>
  );
}
