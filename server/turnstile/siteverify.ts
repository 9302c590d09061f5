import { TEST_HOSTNAME, TEST_SECRETS } from "../../contracts/turnstile-test-keys.ts";

/** How long siteverify gets to answer, by default, before the request is answered 503. */
export const VERIFY_TIMEOUT_MS = 8_000;

export interface SiteverifyOptions {
  /** Undefined when there is none to use (see secret.ts): nothing can be verified. */
  secret: string | undefined;
  url: string;
  /** Host names a token may have been issued on (the site's own). */
  hostnames: readonly string[];
  fetchImpl?: typeof fetch;
  /** Milliseconds siteverify gets to answer; default VERIFY_TIMEOUT_MS. */
  timeoutMs?: number;
}

export type Verdict =
  | { outcome: "passed" }
  /** Cloudflare refused the token; `codes` are its error codes (or `hostname-mismatch`). */
  | { outcome: "refused"; codes: string[] }
  /** No usable answer (unreachable, timeout, not JSON, Cloudflare's own failure or our secret). */
  | { outcome: "unavailable"; reason: string };

interface SiteverifyAnswer {
  success?: unknown;
  hostname?: unknown;
  "error-codes"?: unknown;
}

/** Error codes that mean the problem is on our side or Cloudflare's, not the visitor's. */
const SERVICE_FAULTS = new Set(["missing-input-secret", "invalid-input-secret", "internal-error"]);

function codesOf(answer: SiteverifyAnswer): string[] {
  const codes = answer["error-codes"];
  return Array.isArray(codes) ? codes.filter((code): code is string => typeof code === "string") : [];
}

/**
 * Asks Cloudflare's siteverify whether a Turnstile token is genuine, unspent and was issued on
 * one of our host names. Never throws: every failure is a verdict.
 */
export async function verifyToken(
  token: string,
  remoteIp: string | undefined,
  options: SiteverifyOptions,
): Promise<Verdict> {
  if (options.secret === undefined) {
    return { outcome: "unavailable", reason: "no Turnstile secret is set (TURNSTILE_SECRET_KEY)" };
  }
  const form = new URLSearchParams({ secret: options.secret, response: token });
  if (remoteIp) form.set("remoteip", remoteIp);
  let answer: SiteverifyAnswer;
  try {
    const response = await (options.fetchImpl ?? fetch)(options.url, {
      method: "POST",
      body: form,
      signal: AbortSignal.timeout(options.timeoutMs ?? VERIFY_TIMEOUT_MS),
    });
    answer = (await response.json()) as SiteverifyAnswer;
    if (!answer || typeof answer !== "object") throw new Error("the answer is not a JSON object");
  } catch (error) {
    return { outcome: "unavailable", reason: error instanceof Error ? error.message : String(error) };
  }

  const codes = codesOf(answer);
  if (answer.success !== true) {
    const fault = codes.find((code) => SERVICE_FAULTS.has(code));
    if (fault) return { outcome: "unavailable", reason: `siteverify answered ${fault}` };
    return { outcome: "refused", codes: codes.length > 0 ? codes : ["unknown"] };
  }
  const allowed = TEST_SECRETS.has(options.secret)
    ? [...options.hostnames, TEST_HOSTNAME]
    : options.hostnames;
  if (typeof answer.hostname !== "string" || !allowed.includes(answer.hostname.toLowerCase())) {
    return { outcome: "refused", codes: ["hostname-mismatch"] };
  }
  return { outcome: "passed" };
}
