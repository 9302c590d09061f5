import Ajv, { type ErrorObject, type ValidateFunction } from "ajv";
import addFormats from "ajv-formats";
import type { ContactRequest } from "../../contracts/schema-types/contact-request.ts";
import type { NewsletterRequest } from "../../contracts/schema-types/newsletter-request.ts";
import contactSchema from "../../schemas/contact-request.schema.json" with { type: "json" };
import newsletterSchema from "../../schemas/newsletter-request.schema.json" with { type: "json" };

/**
 * The request bodies, checked with the very schemas the forms' types in contracts/schema-types/ are
 * generated from (schemas/contact-request.schema.json for an enquiry,
 * schemas/newsletter-request.schema.json for a subscription). After the check, defaults are filled
 * in: every optional field of an enquiry is present, "" when not given.
 */
type EnquiryRequest = Required<Omit<ContactRequest, "website">> & Pick<ContactRequest, "website">;

export type Checked<T> = { ok: true; value: T } | { ok: false; errors: ErrorObject[] };

interface PropertySchema {
  "x-label"?: string;
}

export interface RequestSchema {
  properties: Record<string, PropertySchema>;
}

const ajv = new Ajv({ allErrors: true, useDefaults: true, strict: true });
addFormats(ajv, ["email"]);
ajv.addKeyword({ keyword: "x-label", schemaType: "string" });

const validateEnquiry = ajv.compile(contactSchema) as ValidateFunction<EnquiryRequest>;
const validateSubscription = ajv.compile(newsletterSchema) as ValidateFunction<NewsletterRequest>;

export const ENQUIRY_SCHEMA: RequestSchema = contactSchema;
export const SUBSCRIPTION_SCHEMA: RequestSchema = newsletterSchema;

/** Leading and trailing spaces are not part of what a visitor meant to type. */
function trimmed(body: unknown): unknown {
  if (!body || typeof body !== "object" || Array.isArray(body)) return body;
  return Object.fromEntries(
    Object.entries(body).map(([key, value]) => [key, typeof value === "string" ? value.trim() : value]),
  );
}

function check<T>(validate: ValidateFunction<T>, body: unknown): Checked<T> {
  const value = trimmed(body);
  if (validate(value)) return { ok: true, value };
  return { ok: false, errors: validate.errors ?? [] };
}

export const checkEnquiry = (body: unknown) => check(validateEnquiry, body);
export const checkSubscription = (body: unknown) => check(validateSubscription, body);
