import { NEWSLETTER_OUTCOMES } from "./newsletter-outcomes.ts";

/**
 * What the server answers a request to either form's route when it refuses it or fails, as the
 * `error` of a FormAnswer (form-answer.ts); the site shows these texts as they are. Each form's own
 * texts are in contact-messages.ts and newsletter-outcomes.ts, and a few of theirs are said here
 * too, by reference.
 */

/** The request's origin: a browser sent it on behalf of another website. */
export const CROSS_SITE = "Requests from other websites are not accepted.";
export const NOT_JSON_TYPE = "Please send the form as JSON (Content-Type: application/json).";
export const NOT_JSON_OR_FORM_TYPE =
  "Please send the form as JSON or form-encoded (Content-Type: application/json or application/x-www-form-urlencoded).";
/** The confirmation link's button posts a form: nothing else confirms. */
export const NOT_FORM_TYPE = "Please send the confirmation form as a browser does (form-encoded).";
export const TOO_LARGE = "The request is too large.";
/** Both forms say what the newsletter says when the rate limit refuses. */
export const TOO_MANY = NEWSLETTER_OUTCOMES.busy.text;
/** A GET, PUT… of a form's route. */
export const POST_ONLY = "This address only accepts form submissions (POST).";
export const NO_SUCH_ENDPOINT = "There is no such API endpoint.";

// What is wrong with the body, then with a field of it (refusal-messages.ts picks one).
export const NOT_JSON = "The request body is not valid JSON.";
export const NOT_AN_OBJECT = "The request body must be a JSON object.";
export const unexpectedField = (field: string) => `Unexpected field "${field}": the form has no such field.`;
/** `labels` as a list: "First name, Last name and Email". */
export const missingFields = (labels: string) => `Please fill in all required fields (${labels}).`;
export const fieldNotText = (label: string) => `${label} must be text.`;
export const fieldTooLong = (label: string, limit: number) =>
  `${label} is too long: at most ${limit} characters.`;
/** Free text, where line breaks and tabs are allowed. */
export const fieldControlCharacters = (label: string) =>
  `${label} contains control characters that are not allowed.`;
export const fieldNotOneLine = (label: string) =>
  `${label} must be a single line without control characters.`;
export const fieldNotValid = (label: string) => `${label} is not valid.`;
/** A refusal of the body that none of the above describes. */
export const NOT_UNDERSTOOD = "The request was not understood.";

/** Both forms say what the newsletter says when the store fails. */
export const SAVE_FAILED = NEWSLETTER_OUTCOMES.failed.text;
/**
 * A form posted on a CDN whose API server is not set (Cloudflare Pages without API_ORIGIN): nothing
 * was sent anywhere.
 */
export const FORMS_NOT_CONNECTED =
  "This form cannot be sent just now: it is not connected on our side. Please try again later.";
/** Any /api request the server failed on itself. */
export const SERVER_FAULT = "Something went wrong on our side. Please try again in a minute.";
