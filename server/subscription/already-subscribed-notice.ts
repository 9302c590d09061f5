import type { MailSettings, OutgoingMail } from "../mail/outgoing-mail.ts";
import type { StoredSubscription } from "../store/leads-store.ts";
import type { ConfirmationLinkSettings } from "./confirmation-request.ts";
import { subscriberMail } from "./subscriber-mail.ts";
import { unsubscribeLink } from "./unsubscribe-token.ts";

/**
 * The already-subscribed notice: the e-mail to a confirmed subscriber whose address was signed up
 * again. The sign-up itself was answered as any other (so nobody learns from it who is
 * subscribed); this tells the owner of the address, and only them, that nothing more is needed.
 */
export function alreadySubscribedNoticeMail(
  subscription: StoredSubscription,
  settings: MailSettings & ConfirmationLinkSettings,
): OutgoingMail {
  return subscriberMail(
    subscription,
    settings,
    (siteName) => `You are already subscribed to the ${siteName} newsletter`,
    [
      `Someone, probably you, signed this address up to the ${settings.siteName} newsletter again.`,
      "",
      "It is already subscribed: there is nothing to confirm, and you will go on receiving the newsletter.",
      "",
      "If it was not you, you can ignore this e-mail: nothing has changed.",
      "",
      "To receive the newsletter no more, open this link and press the button on the page:",
      "",
      unsubscribeLink(subscription, settings),
      "",
    ],
  );
}
