/**
 * What the contact form says before sending and the server says after, in the same words
 *. The newsletter's texts are its outcomes (newsletter-outcomes.ts).
 */

/** The default success message; the server answers every accepted enquiry with it. */
export const CONTACT_THANKS = "Thank you for your message! We will get back to you within 24 hours.";

/** The form says it when the bot-check is not done; the server when the token is missing. */
export const CAPTCHA_MISSING = "Please complete the CAPTCHA verification.";
