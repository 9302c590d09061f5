import { type MailSettings, type OutgoingMail, sender } from "../mail/outgoing-mail.ts";
import type { StoredEnquiry } from "../store/leads-store.ts";

/**
 * The enquiry notice: the e-mail that tells the team (`notifyTo`) about an enquiry. Nothing the
 * visitor typed goes into a header: the subject carries only the enquiry number, and Reply-To is
 * the address alone, which the request schema allows only in plain address form (no line breaks,
 * no display name).
 */
export function enquiryNoticeMail(enquiry: StoredEnquiry, settings: MailSettings): OutgoingMail {
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
    from: sender(settings),
    to: settings.notifyTo,
    replyTo: enquiry.email,
    subject: `New website enquiry #${enquiry.id}`,
    text: lines.join("\n"),
  };
}
