import type { ServerSettings } from "../../contracts/server-settings.ts";
import type { StoredEnquiry } from "../store/leads-store.ts";

export interface NotificationMail {
  from: string;
  to: string;
  /** Where a reply goes, when not to `from`. */
  replyTo?: string;
  subject: string;
  text: string;
}

export interface NotificationSettings extends Pick<ServerSettings, "siteName" | "notifyTo" | "budgetLabels"> {
  /** Overrides the default sender `no-reply@<the recipient's domain>`. */
  mailFrom: string | undefined;
}

export function defaultSender(settings: NotificationSettings): string {
  const domain = settings.notifyTo.split("@")[1] ?? "localhost";
  return `"${settings.siteName.replace(/["\\\r\n]/g, "")} website" <no-reply@${domain}>`;
}

/**
 * The e-mail that tells the team about an enquiry. Nothing the visitor typed goes into a header:
 * the subject carries only the enquiry number, and Reply-To is the address alone, which the
 * request schema allows only in plain address form (no line breaks, no display name).
 */
export function notificationMail(enquiry: StoredEnquiry, settings: NotificationSettings): NotificationMail {
  const lines = [
    `A new enquiry arrived through the contact form of ${settings.siteName}.`,
    "Reply to this e-mail to answer the visitor directly.",
    "",
    `Name:             ${enquiry.firstName} ${enquiry.lastName}`,
    `Email:            ${enquiry.email}`,
    `Phone:            ${enquiry.phone || "(not given)"}`,
    `Company:          ${enquiry.company || "(not given)"}`,
    `Service interest: ${enquiry.serviceInterest || "(none chosen)"}`,
    `Budget:           ${enquiry.budget ? (settings.budgetLabels[enquiry.budget] ?? enquiry.budget) : "(not chosen)"}`,
    `Received:         ${enquiry.receivedAt}`,
    `Enquiry number:   ${enquiry.id}`,
    "",
    "Project description:",
    "",
    enquiry.description,
    "",
  ];
  return {
    from: settings.mailFrom ?? defaultSender(settings),
    to: settings.notifyTo,
    replyTo: enquiry.email,
    subject: `New website enquiry #${enquiry.id}`,
    text: lines.join("\n"),
  };
}
