import type { LogWriter } from "../log.ts";
import {
  type DeliveryTiming,
  type DeliveryWorker,
  startDeliveryWorker,
  type Verdict,
} from "../outbox/delivery-worker.ts";
import type { LeadsStore, QueuedWebhook } from "../store/leads-store.ts";
import { type ChatSettings, slackMessage, teamsMessage } from "./chat-messages.ts";
import { postWebhook, WebhookRefused } from "./post-webhook.ts";
import { webhookEvent } from "./webhook-event.ts";
import type { WebhookTarget } from "./webhook-targets.ts";

export interface WebhookWorkerOptions extends DeliveryTiming {
  store: LeadsStore;
  /** WEBHOOK_URL's hooks: only deliveries to these are claimed. */
  targets: readonly WebhookTarget[];
  /** WEBHOOK_SECRET: signs every delivery when set. */
  secret: string | undefined;
  settings: ChatSettings;
  /** A delivery failing this long after it was queued is given up (WEBHOOK_GIVE_UP_HOURS). */
  giveUpMs: number;
  log: LogWriter;
  /** How long a claimed delivery is this process's alone (OUTBOX_LEASE_SECONDS). */
  leaseMs: number;
  /** How long a hook gets to answer. */
  timeoutMs?: number;
  now?: () => Date;
}

/** The body a hook of this format is sent. */
export function webhookBody(target: WebhookTarget, item: QueuedWebhook, settings: ChatSettings): string {
  const event = webhookEvent(item.lead);
  const lead = item.lead.kind === "enquiry" ? item.lead.enquiry : item.lead.subscription;
  if (target.format === "slack") return JSON.stringify(slackMessage(event, lead, settings));
  if (target.format === "teams") return JSON.stringify(teamsMessage(event, lead, settings));
  return JSON.stringify(event);
}

/**
 * Delivers queued webhook deliveries with the outbox's claims and back-off (startDeliveryWorker):
 * each POST is retried after a network error, a 429 or a 5xx until WEBHOOK_GIVE_UP_HOURS after it
 * was queued; any other answer gives it up at once. Given-up deliveries stay in the store, failed,
 * for `site leads list` to show.
 */
export function startWebhookWorker(options: WebhookWorkerOptions): DeliveryWorker {
  const { store, targets, secret, settings, giveUpMs } = options;
  const keys = targets.map((target) => target.key);
  const byKey = new Map(targets.map((target) => [target.key, target]));
  const hours = Math.round(giveUpMs / 3_600_000);
  const judge = (item: QueuedWebhook, error: unknown, now: Date): Verdict => {
    if (error instanceof WebhookRefused && !error.retry) return { retry: false };
    if (now.getTime() - new Date(item.queuedAt).getTime() >= giveUpMs) {
      return { retry: false, why: `not delivered within ${hours} h` };
    }
    return error instanceof WebhookRefused && error.retryAfterMs !== undefined
      ? { retry: true, notBeforeMs: error.retryAfterMs }
      : { retry: true };
  };
  return startDeliveryWorker<QueuedWebhook>({
    ...options,
    channel: {
      name: "webhook",
      claim: (now, limit, leaseUntil) => store.claimDueWebhooks(now, limit, leaseUntil, keys),
      nextDueAt: () => store.nextWebhookDueAt(keys),
      prepare(item) {
        const lead =
          item.lead.kind === "enquiry"
            ? { enquiry: item.lead.enquiry.id }
            : { subscription: item.lead.subscription.id };
        const subject = { ...lead, hook: item.target };
        const target = byKey.get(item.target);
        // Only deliveries to these hooks are claimed.
        if (!target) throw new Error(`No hook ${item.target} in WEBHOOK_URL.`);
        return {
          subject,
          send: () =>
            postWebhook({
              url: target.url,
              body: webhookBody(target, item, settings),
              idempotencyKey: webhookEvent(item.lead).id,
              secret,
              userAgent: `${settings.siteName.replace(/[^\x20-\x7e]/g, "")} website`,
              ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
            }),
        };
      },
      judge,
    },
  });
}
