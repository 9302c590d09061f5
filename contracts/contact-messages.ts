import type { FallbackTexts } from "./form-answer.ts";

/**
 * What the contact form says before sending and the server says about an enquiry, in the same
 * words. What the server says to both forms is in form-messages.ts; the newsletter's texts are its
 * outcomes (newsletter-outcomes.ts).
 */

/** The server answers every accepted enquiry with it. */
export const CONTACT_THANKS = "Thank you for your message! We will get back to you within 24 hours.";

/** The form says it when the bot-check is not done; the server when the token is missing. */
export const CAPTCHA_MISSING = "Please complete the CAPTCHA verification.";

/** The form says it before sending; the server names the missing fields (form-messages.ts). */
export const REQUIRED_MISSING = "Please fill in all required fields.";

/** What the page shows when the answer has no text of its own, or is no form answer at all. */
export const CONTACT_FALLBACKS: FallbackTexts = {
  success: CONTACT_THANKS,
  error: "There was an error submitting your message. Please try again.",
};

/** A field of choices given a value the form does not offer. */
export const CHOICE_REFUSALS: Readonly<Record<string, string>> = {
  serviceInterest: "Please choose one of the listed services, or none.",
  budget: "Please choose one of the listed budget ranges, or none.",
};

// What siteverify's verdict on the bot-check token makes the server answer.
export const VERIFY_UNAVAILABLE =
  "We could not check the CAPTCHA verification just now. Please try again in a minute.";
export const VERIFY_AGAIN =
  "Your CAPTCHA verification has expired or was already used. Please verify again and resend.";
export const VERIFY_REFUSED =
  "The CAPTCHA verification could not be confirmed. Please verify again and resend.";
export const VERIFY_OTHER_SITE =
  "The CAPTCHA verification was completed for another website. Please verify again.";
