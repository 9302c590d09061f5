import { type MailSettings, type OutgoingMail, sender } from "../mail/outgoing-mail.ts";
import type { StoredSubscription } from "../store/leads-store.ts";

/**
 * An e-mail from the site to a newsletter subscriber: `subject` gets the site's name kept on one
 * line (it goes into a header), `lines` are the body.
 */
export function subscriberMail(
  subscription: Pick<StoredSubscription, "email">,
  settings: MailSettings,
  subject: (siteName: string) => string,
  lines: readonly string[],
): OutgoingMail {
  return {
    from: sender(settings),
    to: subscription.email,
    subject: subject(settings.siteName.replace(/[\r\n]/g, " ")),
    text: lines.join("\n"),
  };
}
