// Generated from schemas/contact-request.schema.json by `npm run contracts:generate`. Do not edit.

/**
 * The six service-interest chips of the contact form.
 */
export type ServiceInterestOption =
  | "Healthcare Management Systems"
  | "E-commerce Platforms"
  | "Educational Software"
  | "Mobile Applications"
  | "Digital Marketing Solutions"
  | "Custom Software Development";
/**
 * The six budget values of the contact form.
 */
export type BudgetValue = "under-10k" | "10k-25k" | "25k-50k" | "50k-100k" | "over-100k" | "discuss";

/**
 * The enquiry the contact form posts to POST /api/contact. The server validates requests with this schema and the site's form type is generated from it; the contact page's chips and budget options must be values listed here.
 */
export interface ContactRequest {
  /**
   * The visitor's first name, for the enquiry notice and the reply.
   */
  firstName: string;
  /**
   * The visitor's last name.
   */
  lastName: string;
  /**
   * Where the reply goes; becomes the Reply-To of the enquiry notice.
   */
  email: string;
  /**
   * A phone number to call back on, as typed; empty when not given.
   */
  phone?: string;
  /**
   * The visitor's company; empty when not given.
   */
  company?: string;
  /**
   * Empty when no chip is chosen.
   */
  serviceInterest?: "" | ServiceInterestOption;
  /**
   * Free text; line breaks and tabs allowed, other control characters not.
   */
  description: string;
  /**
   * Empty when not chosen.
   */
  budget?: "" | BudgetValue;
  /**
   * The bot-check token issued by the Turnstile widget.
   */
  turnstileToken: string;
  /**
   * Honeypot: hidden from people, so only bots fill it in. Sent only when not empty.
   */
  website?: string;
}
