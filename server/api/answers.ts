import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/** Every answer of the form routes: `{success: true, message}` or `{success: false, error}`. */
export function accepted(c: Context, message: string) {
  return c.json({ success: true, message }, 200, { "Cache-Control": "no-store" });
}

export function refused(
  c: Context,
  status: ContentfulStatusCode,
  error: string,
  headers: Record<string, string> = {},
) {
  return c.json({ success: false, error }, status, { "Cache-Control": "no-store", ...headers });
}

/** The same JSON refusal as a plain Response, for middleware that must return one. */
export function refusalResponse(
  status: number,
  error: string,
  headers: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify({ success: false, error }), {
    status,
    headers: { "Content-Type": "application/json", "Cache-Control": "no-store", ...headers },
  });
}
