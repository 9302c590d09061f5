import type { QueuedWebhook } from "../store/leads-store.ts";

/**
 * What a hook that takes JSON receives: the lead's own fields, named as the exports name them.
 * `id` is the lead's id among all leads (`enquiry-12`, `subscription-4`), the same as the
 * delivery's Idempotency-Key, so a receiver that gets a delivery twice (after a timeout) can tell.
 */
export interface WebhookEvent {
  id: string;
  kind: "enquiry" | "subscription";
  /** When the lead came in: the enquiry received, the address first signed up (ISO 8601, UTC). */
  createdAt: string;
  data: Record<string, string | number | null>;
}

export function webhookEvent(lead: QueuedWebhook["lead"]): WebhookEvent {
  if (lead.kind === "enquiry") {
    const { state: _state, spamReason: _reason, ...data } = lead.enquiry;
    return { id: `enquiry-${data.id}`, kind: "enquiry", createdAt: data.receivedAt, data };
  }
  const { id, email, subscribedAt, confirmedAt } = lead.subscription;
  return {
    id: `subscription-${id}`,
    kind: "subscription",
    createdAt: subscribedAt,
    data: { id, email, subscribedAt, confirmedAt },
  };
}
