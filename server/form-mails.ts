import { enquiryNoticeMail } from "./enquiry/enquiry-notice.ts";
import type { MailSettings, OutboxMail } from "./mail/outgoing-mail.ts";
import type { QueuedMail } from "./store/leads-store.ts";
import { alreadySubscribedNoticeMail } from "./subscription/already-subscribed-notice.ts";
import {
  type ConfirmationLinkSettings,
  confirmationRequestMail,
} from "./subscription/confirmation-request.ts";

/**
 * The e-mail each kind of queued item is, from the feature that writes it: the team's enquiry
 * notice, the subscriber's confirmation request or already-subscribed notice. The outbox worker's
 * retries, claims and records are the same for all of them. `now` is when it is sent.
 */
export function composeOutboxMail(
  item: QueuedMail,
  settings: MailSettings & ConfirmationLinkSettings,
  now: Date,
): OutboxMail {
  switch (item.kind) {
    case "enquiry-notice":
      return { subject: { enquiry: item.enquiry.id }, mail: enquiryNoticeMail(item.enquiry, settings) };
    case "confirmation-request": {
      const subject = { subscription: item.subscription.id };
      // Confirmed from an earlier e-mail meanwhile (nothing left to ask), or unsubscribed.
      if (item.subscription.state !== "pending") return { subject, skip: item.subscription.state };
      return { subject, mail: confirmationRequestMail(item.subscription, settings, now) };
    }
    case "already-subscribed-notice": {
      const subject = { subscription: item.subscription.id };
      // Unsubscribed meanwhile: it is subscribed no more.
      if (item.subscription.state !== "confirmed") return { subject, skip: item.subscription.state };
      return { subject, mail: alreadySubscribedNoticeMail(item.subscription, settings) };
    }
  }
}
