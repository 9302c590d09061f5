import type { LeadRef } from "../../server/index.ts";

/** What releasing a lead queued, in one sentence. */
export function describeRelease(
  lead: LeadRef,
  queued: { mails: number; webhooks: number },
  hooksSet: boolean,
): string {
  if ("subscription" in lead) {
    const request =
      queued.mails > 0
        ? "its confirmation request is queued"
        : "no confirmation request was queued (the address had its e-mails for today: it can sign up again tomorrow)";
    return `Released subscription ${lead.subscription}: pending, ${request}; it is posted to the webhooks once confirmed.`;
  }
  const deliveries = `${queued.webhooks} webhook ${queued.webhooks === 1 ? "delivery" : "deliveries"}`;
  const hooks = hooksSet ? deliveries : "no webhook delivery (WEBHOOK_URL is not set here)";
  return `Released enquiry ${lead.enquiry}: received, its notice e-mail to the team (${queued.mails}) and ${hooks} are queued; the running server sends them within a minute.`;
}
