import type { Context } from "hono";
import { NOT_JSON } from "../../contracts/form-messages.ts";
import type { AppEnv } from "../log.ts";
import { refused } from "./answers.ts";

export type JsonBody = { ok: true; value: unknown } | { ok: false; response: Response };

/** The parsed body, or a 400 answer when it is not JSON. */
export async function readJsonBody(c: Context<AppEnv>): Promise<JsonBody> {
  const text = await c.req.text();
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    c.set("logFields", { refused: "not-json" });
    return { ok: false, response: refused(c, 400, NOT_JSON) };
  }
}
