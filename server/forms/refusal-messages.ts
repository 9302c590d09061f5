import type { ErrorObject } from "ajv";
import { CAPTCHA_MISSING } from "../../contracts/contact-messages.ts";
import { NEWSLETTER_OUTCOMES } from "../../contracts/newsletter-outcomes.ts";
import type { RequestSchema } from "./request-schemas.ts";

/** The site shows the same texts for the same situations (contracts/contact-messages.ts). */
const INVALID_EMAIL = NEWSLETTER_OUTCOMES.invalid.text;
export const NOT_AN_OBJECT = "The request body must be a JSON object.";

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
function missingFields(errors: readonly ErrorObject[]): string[] {
  const missing = errors.filter(
    (error) => error.keyword === "required" || (error.keyword === "minLength" && error.params.limit === 1),
  );
  return [...new Set(missing.map(fieldOf))];
}

const CHOICE_MESSAGES: Record<string, string> = {
  serviceInterest: "Please choose one of the listed services, or none.",
  budget: "Please choose one of the listed budget ranges, or none.",
};

/**
 * One specific, human message for a refused request body, in the order a visitor would fix
 * things: the shape of the body, unknown fields, the bot-check, missing fields, then each field.
 */
export function refusalMessage(schema: RequestSchema, errors: readonly ErrorObject[]): string {
  if (errors.some((error) => error.instancePath === "" && error.keyword === "type")) return NOT_AN_OBJECT;
  const unknown = errors.find((error) => error.keyword === "additionalProperties");
  if (unknown) return `Unexpected field "${fieldOf(unknown)}": the form has no such field.`;

  const missing = missingFields(errors);
  if (missing.includes("turnstileToken")) return CAPTCHA_MISSING;
  if (missing.length > 0) {
    return `Please fill in all required fields (${listed(missing.map((field) => labelOf(schema, field)))}).`;
  }

  const [first] = errors;
  if (!first) return "The request was not understood.";
  const field = fieldOf(first);
  const label = labelOf(schema, field);
  const choice = CHOICE_MESSAGES[field];
  if (choice) return choice;
  switch (first.keyword) {
    case "type":
      return `${label} must be text.`;
    case "format":
      return INVALID_EMAIL;
    case "maxLength":
      return `${label} is too long: at most ${String(first.params.limit)} characters.`;
    case "pattern":
      return field === "description"
        ? `${label} contains control characters that are not allowed.`
        : `${label} must be a single line without control characters.`;
    default:
      return `${label} is not valid.`;
  }
}

/** The newsletter has one field: whatever is wrong with it, the visitor fixes the address. */
export function subscriptionRefusal(schema: RequestSchema, errors: readonly ErrorObject[]): string {
  const message = refusalMessage(schema, errors);
  return message === NOT_AN_OBJECT || message.startsWith("Unexpected field") ? message : INVALID_EMAIL;
}
