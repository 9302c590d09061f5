/** What the form routes answer; the site shows these texts as they are. */
export const CONTACT_THANKS = "Thank you for your message! We will get back to you within 24 hours.";
export const NEWSLETTER_THANKS = "Thank you for subscribing to our newsletter!";
/** Shown in blue by the site: it must not contain 'Thank you' (spec section 8). */
export const NEWSLETTER_ALREADY = "This address is already subscribed to our newsletter.";

export const NOT_JSON = "The request body is not valid JSON.";
export const SAVE_FAILED = "We could not save your request just now. Please try again in a minute.";
export const VERIFY_UNAVAILABLE =
  "We could not check the CAPTCHA verification just now. Please try again in a minute.";
export const VERIFY_AGAIN =
  "Your CAPTCHA verification has expired or was already used. Please verify again and resend.";
export const VERIFY_REFUSED =
  "The CAPTCHA verification could not be confirmed. Please verify again and resend.";
export const VERIFY_OTHER_SITE =
  "The CAPTCHA verification was completed for another website. Please verify again.";
