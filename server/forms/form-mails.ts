import {
  type NotificationMail,
  type NotificationSettings,
  notificationMail,
} from "../enquiry/enquiry-notice.ts";
import type { QueuedNotification } from "../store/leads-store.ts";
import { alreadySubscribedMail } from "../subscription/already-subscribed-notice.ts";
import { type ConfirmationSettings, confirmationMail } from "../subscription/confirmation-request.ts";

/** What a queued e-mail is about, as the log names it. */
export type OutboxSubject = { enquiry: number } | { subscription: number };

/** One queued e-mail as the outbox worker handles it: send `mail`, or mark it sent unsent (`skip`). */
export type OutboxMail =
  | { subject: OutboxSubject; mail: NotificationMail }
  | { subject: OutboxSubject; skip: string };

/**
 * Everything that differs between the kinds of e-mail the outbox carries; the worker's retries,
 * claims and records are the same for all of them. `now` is when it is sent.
 */
export function outboxMail(
  item: QueuedNotification,
  settings: NotificationSettings & ConfirmationSettings,
  now: Date,
): OutboxMail {
  switch (item.kind) {
    case "enquiry":
      return { subject: { enquiry: item.enquiry.id }, mail: notificationMail(item.enquiry, settings) };
    case "confirmation": {
      const subject = { subscription: item.subscription.id };
      // Confirmed from an earlier e-mail meanwhile: this one has nothing left to ask.
      if (item.subscription.state === "confirmed") return { subject, skip: "confirmed" };
      return { subject, mail: confirmationMail(item.subscription, settings, now) };
    }
    case "already-subscribed":
      return {
        subject: { subscription: item.subscription.id },
        mail: alreadySubscribedMail(item.subscription, settings),
      };
  }
}
