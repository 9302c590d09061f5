import type { ServerSettings } from "../../contracts/server-settings.ts";

/** One e-mail as the SMTP transport sends it. */
export interface OutgoingMail {
  from: string;
  to: string;
  /** Where a reply goes, when not to `from`. */
  replyTo?: string;
  subject: string;
  text: string;
  /**
   * A subscriber's e-mail: where its List-Unsubscribe header leads, a one-click https link (RFC
   * 8058, with List-Unsubscribe-Post) and a mailto to the team.
   */
  listUnsubscribe?: { url: string; mailto: string };
}

/** What every e-mail of the site needs: the site's name, the team's address, the sender. */
export interface MailSettings extends Pick<ServerSettings, "siteName" | "notifyTo" | "budgetLabels"> {
  /** Overrides the default sender `no-reply@<the team's domain>` (MAIL_FROM). */
  mailFrom: string | undefined;
}

/** MAIL_FROM, or `"<site name> website" <no-reply@<the domain of notifyTo>>`. */
export function sender(settings: MailSettings): string {
  if (settings.mailFrom !== undefined) return settings.mailFrom;
  const domain = settings.notifyTo.split("@")[1] ?? "localhost";
  return `"${settings.siteName.replace(/["\\\r\n]/g, "")} website" <no-reply@${domain}>`;
}

/** What a queued e-mail is about, as the outbox's log lines name it. */
export type OutboxSubject = { enquiry: number } | { subscription: number };

/** One queued e-mail as the outbox worker handles it: send `mail`, or mark it sent unsent (`skip`). */
export type OutboxMail =
  | { subject: OutboxSubject; mail: OutgoingMail }
  | { subject: OutboxSubject; skip: string };
