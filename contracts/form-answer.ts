/**
 * What the two form routes answer (POST /api/contact, POST /api/newsletter) and how the page shows
 * it. The server builds its answers with these types; the site reads them with readFormAnswer.
 */

/** How a message is shown: green or red. */
export type MessageKind = "success" | "error";

/** A message for the visitor and how it is shown. */
export interface FormMessage {
  kind: MessageKind;
  text: string;
}

/** An accepted submission is told in green. */
export type AcceptedKind = Exclude<MessageKind, "error">;

/**
 * Every answer of the form routes. Success needs HTTP ok as well as `success: true`; `kind` says
 * how the page shows the message, so it never guesses from the text.
 */
export type FormAnswer =
  | { success: true; message: string; kind: AcceptedKind }
  | { success: false; error: string };

/**
 * What the page shows when an answer carries no text of its own: `success` for an accepted one
 * without `message`, `error` for a refused one without `error`, a network failure, or a body that
 * is no form answer (an error page of a proxy, say). Each form has its own (CONTACT_FALLBACKS,
 * NEWSLETTER_FALLBACKS).
 */
export interface FallbackTexts {
  success: string;
  error: string;
}

/** A non-empty string of the answer's, or the fallback. */
function textOr(value: unknown, fallback: string): string {
  return typeof value === "string" && value.trim() !== "" ? value : fallback;
}

/**
 * How the page reads the answer to a form's request: success (green, the answer's `message`) needs
 * HTTP ok and `success` exactly true; anything else is an error (red, the answer's `error`). A body
 * without `success` is no FormAnswer: it did not come from the form routes, and its texts are not
 * shown.
 */
export function readFormAnswer(httpOk: boolean, body: unknown, fallbacks: FallbackTexts): FormMessage {
  if (typeof body !== "object" || body === null || !("success" in body)) {
    return { kind: "error", text: fallbacks.error };
  }
  const answer: { success: unknown; message?: unknown; error?: unknown } = body;
  if (httpOk && answer.success === true)
    return { kind: "success", text: textOr(answer.message, fallbacks.success) };
  return { kind: "error", text: textOr(answer.error, fallbacks.error) };
}
