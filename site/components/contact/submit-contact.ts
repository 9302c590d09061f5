import { API_ROUTES } from "../../../contracts/api-routes";
import { CAPTCHA_MISSING, CONTACT_THANKS } from "../../../contracts/contact-messages";
import type { ContactRequest } from "../../../contracts/schema-types/contact-request";

/**
 * What a visitor fills in: every field of the enquiry schema's request except the bot-check token
 * and the honeypot, each always present ("" when left empty).
 */
export type ContactValues = Required<Omit<ContactRequest, "turnstileToken" | "website">>;

export const EMPTY_VALUES: ContactValues = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  company: "",
  serviceInterest: "",
  description: "",
  budget: "",
};

/** The fields the enquiry schema requires: the generated type has them non-optional. */
type SchemaRequired = {
  [K in keyof ContactRequest]-?: undefined extends ContactRequest[K] ? never : K;
}[keyof ContactRequest];

/** Required, in the order they appear on the form (the first empty one gets focus). */
export const REQUIRED_FIELDS = [
  "firstName",
  "lastName",
  "email",
  "description",
] as const satisfies readonly Exclude<SchemaRequired, "turnstileToken">[];
export type RequiredField = (typeof REQUIRED_FIELDS)[number];

export const REQUIRED_MISSING = "Please fill in all required fields.";
export const DEFAULT_SUCCESS = CONTACT_THANKS;
export const DEFAULT_ERROR = "There was an error submitting your message. Please try again.";

export type ContactCheck =
  | { ok: true }
  | { ok: false; reason: "captcha"; message: string }
  | { ok: false; reason: "required"; message: string; missing: RequiredField[] };

/** The checks made before sending : the bot-check first, then the required fields. */
export function checkEnquiry(values: ContactValues, token: string | null): ContactCheck {
  if (!token) return { ok: false, reason: "captcha", message: CAPTCHA_MISSING };
  const missing = REQUIRED_FIELDS.filter((field) => values[field].trim() === "");
  if (missing.length > 0) return { ok: false, reason: "required", message: REQUIRED_MISSING, missing };
  return { ok: true };
}

export interface ContactResult {
  ok: boolean;
  message: string;
}

function textOr(value: unknown, fallback: string): string {
  return typeof value === "string" && value.trim() !== "" ? value : fallback;
}

/** Success needs HTTP ok and `success === true`; anything else is a failure. */
export function resultFor(httpOk: boolean, body: unknown): ContactResult {
  const answer = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
  if (httpOk && answer.success === true)
    return { ok: true, message: textOr(answer.message, DEFAULT_SUCCESS) };
  return { ok: false, message: textOr(answer.error, DEFAULT_ERROR) };
}

/** Posts the enquiry as JSON; a network failure or a body that is not JSON gives the default error. */
export async function submitContact(
  payload: ContactRequest,
  fetchImpl: typeof fetch = fetch,
): Promise<ContactResult> {
  try {
    const response = await fetchImpl(API_ROUTES.contact, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(payload),
    });
    return resultFor(response.ok, await response.json());
  } catch {
    return { ok: false, message: DEFAULT_ERROR };
  }
}
