import { otherListingHrefs } from "../../components/blog/listing";

export function onBeforePrerenderStart(): string[] {
  return otherListingHrefs;
}
