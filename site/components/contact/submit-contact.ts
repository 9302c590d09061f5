import { API_ROUTES } from "../../../contracts/api-routes";
import { CAPTCHA_MISSING, CONTACT_FALLBACKS, REQUIRED_MISSING } from "../../../contracts/contact-messages";
import type { FormMessage } from "../../../contracts/form-answer";
import type { ContactRequest } from "../../../contracts/schema-types/contact-request";
import { postForm } from "../forms/post-form";

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

/** Posts the enquiry to POST /api/contact; the answer is read as every form's is (postForm). */
export function submitContact(
  payload: ContactRequest,
  fetchImpl: typeof fetch = fetch,
): Promise<FormMessage> {
  return postForm(API_ROUTES.contact, payload, CONTACT_FALLBACKS, fetchImpl);
}
