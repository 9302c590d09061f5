import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { AcceptedKind, FormAnswer, FormMessage } from "../../contracts/form-answer.ts";

/** Sent with a 503 whose cause (the store, siteverify) is usually back soon. */
export const RETRY_SOON = { "Retry-After": "30" } as const;

/**
 * Every answer of the form routes is a FormAnswer (contracts/form-answer.ts):
 * `{success: true, message, kind}` or `{success: false, error}`.
 */
export function accepted(c: Context, message: FormMessage & { kind: AcceptedKind }) {
  const answer: FormAnswer = { success: true, message: message.text, kind: message.kind };
  return c.json(answer, 200, { "Cache-Control": "no-store" });
}

export function refused(
  c: Context,
  status: ContentfulStatusCode,
  error: string,
  headers: Record<string, string> = {},
) {
  const answer: FormAnswer = { success: false, error };
  return c.json(answer, status, { "Cache-Control": "no-store", ...headers });
}

/** The same JSON refusal as a plain Response, for middleware that must return one. */
export function refusalResponse(
  status: number,
  error: string,
  headers: Record<string, string> = {},
): Response {
  const answer: FormAnswer = { success: false, error };
  return new Response(JSON.stringify(answer), {
    status,
    headers: { "Content-Type": "application/json", "Cache-Control": "no-store", ...headers },
  });
}
