/**
 * The most e-mails the newsletter sends one address within MAIL_LIMIT_WINDOW_MS, whatever asks
 * for them (confirmation requests, notices that it is already subscribed) and from however many
 * clients: whoever signs a stranger up cannot flood their mailbox. The stores count the e-mails
 * queued for the address, so the limit holds across restarts and across servers sharing a database.
 */
export const MAILS_PER_ADDRESS_PER_DAY = 3;
export const MAIL_LIMIT_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * What signing an address up did about an e-mail to it: queued one, added none because one still
 * waits to be sent, added none because the address had its MAILS_PER_ADDRESS_PER_DAY, or none at
 * all (`none`: the sign-up was kept aside as spam).
 */
export type SubscriptionMail = "queued" | "waiting" | "limited" | "none";

/** Whether an e-mail may be queued for an address, given its e-mails queued so far. */
export function subscriptionMail(outbox: {
  waiting: boolean;
  queuedInWindow: number;
}): Exclude<SubscriptionMail, "none"> {
  if (outbox.waiting) return "waiting";
  return outbox.queuedInWindow < MAILS_PER_ADDRESS_PER_DAY ? "queued" : "limited";
}

/** The start of the window the limit counts in, for a sign-up at `at` (ISO 8601). */
export function mailWindowStart(at: string): string {
  return new Date(new Date(at).getTime() - MAIL_LIMIT_WINDOW_MS).toISOString();
}
