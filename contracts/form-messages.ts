import { NEWSLETTER_OUTCOMES } from "./newsletter-outcomes.ts";

/**
 * What only the server says; the site shows these texts as they are. What the site says too is
 * in contracts/ (contact-messages.ts, newsletter-outcomes.ts).
 */

export const NOT_JSON = "The request body is not valid JSON.";
/** Both forms say the same when the store fails. */
export const SAVE_FAILED = NEWSLETTER_OUTCOMES.failed.text;
export const VERIFY_UNAVAILABLE =
  "We could not check the CAPTCHA verification just now. Please try again in a minute.";
export const VERIFY_AGAIN =
  "Your CAPTCHA verification has expired or was already used. Please verify again and resend.";
export const VERIFY_REFUSED =
  "The CAPTCHA verification could not be confirmed. Please verify again and resend.";
export const VERIFY_OTHER_SITE =
  "The CAPTCHA verification was completed for another website. Please verify again.";
/** Any /api request the server failed on itself. */
export const SERVER_FAULT = "Something went wrong on our side. Please try again in a minute.";
