import { UsageError } from "../errors.ts";
import type { LeadKind } from "./options.ts";

/** A lead named on the command line: its kind when the name says it, and its id. */
export interface LeadName {
  kind: LeadKind | undefined;
  id: number;
}

const NAME = /^(?:(enquiry|subscription)-)?([1-9]\d{0,14})$/;

/**
 * Reads `site leads release`'s argument: `enquiry-12` or `subscription-4` (the ids webhooks
 * deliver), or the bare id `site leads list --spam` shows.
 */
export function parseLeadName(value: string): LeadName {
  const match = NAME.exec(value.trim());
  if (!match) {
    throw new UsageError(
      `The lead must be an id as \`site leads list --spam\` shows it (12), or enquiry-12 or subscription-12; got "${value}".`,
    );
  }
  const kind = match[1] === undefined ? undefined : match[1] === "enquiry" ? "enquiries" : "subscriptions";
  return { kind, id: Number(match[2]) };
}
