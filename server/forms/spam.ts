/**
 * Why a submission is kept aside as spam. It is answered exactly as any other (so a bot learns
 * nothing from the answer), stored, and neither mailed nor posted until an operator releases it
 * (`site leads release`): browsers and password managers fill hidden fields named like `website`
 * for real people too, so nothing is dropped.
 */
export type SpamReason =
  /** The hidden `website` field was filled in. */
  | "honeypot"
  /** More than MAX_LINKS links. */
  | "links"
  /** The whole description is one link. */
  | "only-a-link"
  /** A link where a name goes. */
  | "link-in-name"
  /** The same description from another address within REPEAT_WINDOW_MS. */
  | "repeated-text";

/** The honeypot's verdict: spam when it was filled in. */
export function honeypotReason(website: string | undefined): SpamReason | undefined {
  return website ? "honeypot" : undefined;
}
