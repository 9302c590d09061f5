import { type MailSettings, type OutgoingMail, sender } from "../mail/outgoing-mail.ts";
import type { StoredSubscription } from "../store/leads-store.ts";
import type { ConfirmationLinkSettings } from "./confirmation-request.ts";
import { unsubscribeLink } from "./unsubscribe-token.ts";

/**
 * An e-mail from the site to a newsletter subscriber: `subject` gets the site's name kept on one
 * line (it goes into a header), `lines` are the body. Every one carries the subscription's
 * unsubscribe link in List-Unsubscribe, with one-click (RFC 8058), and a mailto to the team.
 */
export function subscriberMail(
  subscription: Pick<StoredSubscription, "id" | "email">,
  settings: MailSettings & ConfirmationLinkSettings,
  subject: (siteName: string) => string,
  lines: readonly string[],
): OutgoingMail {
  return {
    from: sender(settings),
    to: subscription.email,
    subject: subject(settings.siteName.replace(/[\r\n]/g, " ")),
    text: lines.join("\n"),
    listUnsubscribe: {
      url: unsubscribeLink(subscription, settings),
      mailto: `mailto:${settings.notifyTo}?subject=unsubscribe`,
    },
  };
}
