import { listingHrefs } from "../../components/blog/listing";

export function onBeforePrerenderStart(): string[] {
  return listingHrefs;
}
