import type { SpamReason } from "../forms/spam.ts";
import type { EnquiryInput } from "../store/leads-store.ts";

/** More links than this in an enquiry's description and company is what link spam looks like. */
export const MAX_LINKS = 3;

/** The same text from another address within this long is one bot sending it over and over. */
export const REPEAT_WINDOW_MS = 60_000;

const LINK = /\b(?:https?:\/\/|www\.)\S+/gi;
const ONLY_A_LINK = /^(?:https?:\/\/|www\.)\S+$/i;

const links = (text: string) => text.match(LINK)?.length ?? 0;

/**
 * What the enquiry's own text says about it: kept aside when its description is nothing but a
 * link, a name holds a link, or it carries more than MAX_LINKS links; undefined when it reads like
 * a person's. Deliberately simple: a real enquiry with a link or two to its current site passes.
 */
export function contentSpamReason(enquiry: EnquiryInput): SpamReason | undefined {
  if (ONLY_A_LINK.test(enquiry.description.trim())) return "only-a-link";
  if (links(`${enquiry.firstName} ${enquiry.lastName}`) > 0) return "link-in-name";
  if (links(enquiry.description) + links(enquiry.company) > MAX_LINKS) return "links";
  return undefined;
}
