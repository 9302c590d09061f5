import { listingHrefs } from "../../generated/routing";

export function onBeforePrerenderStart(): string[] {
  return [...(listingHrefs.blog ?? [])];
}
