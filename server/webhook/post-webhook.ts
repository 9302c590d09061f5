import { createHmac } from "node:crypto";
import { Webhook } from "standardwebhooks";

/** Gives up on a hook that has not answered after this long; the outbox retries later. */
export const WEBHOOK_TIMEOUT_MS = 10_000;

/** The longest a hook's Retry-After holds a delivery back. */
const MAX_RETRY_AFTER_MS = 3_600_000;

/** A hook's answer other than 2xx: worth another try (`retry`: 429, 5xx) or not (any other). */
export class WebhookRefused extends Error {
  override name = "WebhookRefused";

  constructor(
    message: string,
    readonly retry: boolean,
    /** What the hook's Retry-After asked for, in ms. */
    readonly retryAfterMs: number | undefined,
  ) {
    super(message);
  }
}

/** `sha256=` and the hex HMAC-SHA256 of the body with the key: the X-Signature-256 header. */
export function webhookSignature(body: string, secret: string): string {
  return `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;
}

/**
 * The headers that let a receiver check a delivery came from this server: X-Signature-256 (an
 * HMAC of the body alone, as GitHub's webhooks sign) and Standard Webhooks' webhook-id,
 * webhook-timestamp and webhook-signature (an HMAC of the id, the time and the body, made by the
 * `standardwebhooks` package), which lets a receiver also refuse a delivery replayed later. Both
 * with WEBHOOK_SECRET as it is written; the id is the lead's, the same on every attempt.
 */
export function signatureHeaders(body: string, id: string, secret: string, at: Date): Record<string, string> {
  return {
    "X-Signature-256": webhookSignature(body, secret),
    "webhook-id": id,
    "webhook-timestamp": String(Math.floor(at.getTime() / 1000)),
    "webhook-signature": new Webhook(secret, { format: "raw" }).sign(id, at, body),
  };
}

/** Retry-After in seconds or as an HTTP date, in ms from now; undefined when absent or unreadable. */
function retryAfter(value: string | null): number | undefined {
  if (value === null) return undefined;
  const ms = /^\d+$/.test(value.trim()) ? Number(value) * 1000 : Date.parse(value) - Date.now();
  return Number.isFinite(ms) ? Math.min(Math.max(0, ms), MAX_RETRY_AFTER_MS) : undefined;
}

/** What fetch's own failure was about: the connection's error (`connect ECONNREFUSED …`) rather than "fetch failed". */
function networkFailure(error: unknown): Error {
  if (!(error instanceof Error)) return new Error(String(error));
  const cause = error.cause;
  if (cause instanceof Error) return new Error(cause.message);
  if (cause instanceof AggregateError && cause.errors[0] instanceof Error)
    return new Error(cause.errors[0].message);
  return error;
}

export interface WebhookRequest {
  url: string;
  /** The JSON to post, exactly as signed. */
  body: string;
  /** The lead's id (`enquiry-12`): the same for every attempt, so the receiver can drop a repeat. */
  idempotencyKey: string;
  /** Signs the delivery (signatureHeaders) when set. */
  secret: string | undefined;
  userAgent: string;
  timeoutMs?: number;
}

/**
 * POSTs the body to the hook; resolves when it answers 2xx. Rejects with a WebhookRefused for any
 * other answer (a redirect is not followed: the URL should name where it leads), or with the
 * network's error when there is no answer within the timeout.
 */
export async function postWebhook(request: WebhookRequest): Promise<void> {
  const headers: Record<string, string> = {
    "Content-Type": "application/json",
    "User-Agent": request.userAgent,
    "Idempotency-Key": request.idempotencyKey,
    ...(request.secret === undefined
      ? {}
      : signatureHeaders(request.body, request.idempotencyKey, request.secret, new Date())),
  };
  let response: Response;
  try {
    response = await fetch(request.url, {
      method: "POST",
      headers,
      body: request.body,
      redirect: "manual",
      signal: AbortSignal.timeout(request.timeoutMs ?? WEBHOOK_TIMEOUT_MS),
    });
  } catch (error) {
    throw networkFailure(error);
  }
  const said = (await response.text().catch(() => "")).replace(/\s+/g, " ").trim().slice(0, 200);
  if (response.ok) return;
  const status = `HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ""}`;
  const retry = response.status === 429 || response.status >= 500;
  const redirect =
    response.status >= 300 && response.status < 400
      ? ": redirects are not followed, set WEBHOOK_URL to where it leads"
      : "";
  throw new WebhookRefused(
    `${status}${redirect}${said ? `: ${said}` : ""}`,
    retry,
    retry ? retryAfter(response.headers.get("retry-after")) : undefined,
  );
}
