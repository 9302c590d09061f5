import type { ErrorObject } from "ajv";
import { CAPTCHA_MISSING, CHOICE_REFUSALS } from "../../contracts/contact-messages.ts";
import {
  fieldControlCharacters,
  fieldNotOneLine,
  fieldNotText,
  fieldNotValid,
  fieldTooLong,
  missingFields,
  NOT_AN_OBJECT,
  NOT_UNDERSTOOD,
  unexpectedField,
} from "../../contracts/form-messages.ts";
import { NEWSLETTER_OUTCOMES } from "../../contracts/newsletter-outcomes.ts";
import type { RequestSchema } from "./request-schemas.ts";

/** The site shows the same text for the same situation (contracts/newsletter-outcomes.ts). */
const INVALID_EMAIL = NEWSLETTER_OUTCOMES.invalid.text;

/** The top-level field an error is about: `/email` → email; `required` names its missing field. */
function fieldOf(error: ErrorObject): string {
  if (error.keyword === "required") return String(error.params.missingProperty);
  if (error.keyword === "additionalProperties") return String(error.params.additionalProperty);
  return error.instancePath.split("/")[1] ?? "";
}

function labelOf(schema: RequestSchema, field: string): string {
  return schema.properties[field]?.["x-label"] ?? field;
}

function listed(labels: readonly string[]): string {
  return labels.length <= 1 ? (labels[0] ?? "") : `${labels.slice(0, -1).join(", ")} and ${labels.at(-1)}`;
}

/** Fields that are missing or blank. */
function missingFieldsOf(errors: readonly ErrorObject[]): string[] {
  const missing = errors.filter(
    (error) => error.keyword === "required" || (error.keyword === "minLength" && error.params.limit === 1),
  );
  return [...new Set(missing.map(fieldOf))];
}

/** What is wrong with the body as a whole (not an object, a field the form has not); else undefined. */
function bodyRefusal(errors: readonly ErrorObject[]): string | undefined {
  if (errors.some((error) => error.instancePath === "" && error.keyword === "type")) return NOT_AN_OBJECT;
  const unknown = errors.find((error) => error.keyword === "additionalProperties");
  return unknown ? unexpectedField(fieldOf(unknown)) : undefined;
}

/**
 * One specific, human message for a refused request body, in the order a visitor would fix
 * things: the shape of the body, unknown fields, the bot-check, missing fields, then each field.
 */
export function refusalMessage(schema: RequestSchema, errors: readonly ErrorObject[]): string {
  const body = bodyRefusal(errors);
  if (body !== undefined) return body;

  const missing = missingFieldsOf(errors);
  if (missing.includes("turnstileToken")) return CAPTCHA_MISSING;
  if (missing.length > 0) return missingFields(listed(missing.map((field) => labelOf(schema, field))));

  const [first] = errors;
  if (!first) return NOT_UNDERSTOOD;
  const field = fieldOf(first);
  const label = labelOf(schema, field);
  const choice = CHOICE_REFUSALS[field];
  if (choice) return choice;
  switch (first.keyword) {
    case "type":
      return fieldNotText(label);
    case "format":
      return INVALID_EMAIL;
    case "maxLength":
      return fieldTooLong(label, Number(first.params.limit));
    case "pattern":
      return field === "description" ? fieldControlCharacters(label) : fieldNotOneLine(label);
    default:
      return fieldNotValid(label);
  }
}

/** The newsletter has one field: whatever is wrong with it, the visitor fixes the address. */
export function subscriptionRefusal(errors: readonly ErrorObject[]): string {
  return bodyRefusal(errors) ?? INVALID_EMAIL;
}
