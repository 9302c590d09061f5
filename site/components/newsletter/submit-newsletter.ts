import { API_ROUTES } from "../../../contracts/api-routes";
import type { FormMessage } from "../../../contracts/form-answer";
import { NEWSLETTER_OUTCOMES } from "../../../contracts/newsletter-outcomes";
import type { NewsletterRequest } from "../../../contracts/schema-types/newsletter-request";

export const EMPTY_EMAIL = "Please enter your email address.";
export const DEFAULT_SUCCESS = NEWSLETTER_OUTCOMES.subscribed.text;
export const DEFAULT_ERROR = "There was an error. Please try again.";

/**
 * The endpoint's answer as read: a FormAnswer (contracts/form-answer.ts) whose fields may be
 * missing or odd; one without `success` counts as a failure.
 */
interface NewsletterAnswer {
  success: unknown;
  message?: unknown;
  error?: unknown;
}

function isAnswer(body: unknown): body is NewsletterAnswer {
  return typeof body === "object" && body !== null && "success" in body;
}

/** A non-empty string from the server, or the fallback. */
function textOr(value: unknown, fallback: string): string {
  return typeof value === "string" && value.trim() !== "" ? value : fallback;
}

/** The message for a parsed answer: success (green) needs HTTP ok and `success === true`. */
export function messageFor(httpOk: boolean, body: unknown): FormMessage {
  if (!isAnswer(body)) return { kind: "error", text: DEFAULT_ERROR };
  if (httpOk && body.success === true) {
    return { kind: "success", text: textOr(body.message, DEFAULT_SUCCESS) };
  }
  return { kind: "error", text: textOr(body.error, DEFAULT_ERROR) };
}

/** Posts the request as JSON; a network failure or a body that is not JSON gives the default error. */
export async function submitNewsletter(
  request: NewsletterRequest,
  fetchImpl: typeof fetch = fetch,
): Promise<FormMessage> {
  try {
    const response = await fetchImpl(API_ROUTES.newsletter, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(request),
    });
    return messageFor(response.ok, await response.json());
  } catch {
    return { kind: "error", text: DEFAULT_ERROR };
  }
}
