// Generated from schemas/newsletter-request.schema.json by `npm run contracts:generate`. Do not edit.

/**
 * The subscription the newsletter form posts to POST /api/newsletter. The server validates requests with this schema and the site's form type is generated from it.
 */
export interface NewsletterRequest {
  /**
   * The address to subscribe; the form sends it as typed, the server trims and lowercases it.
   */
  email: string;
  /**
   * Honeypot: hidden from people, so only bots fill it in. Sent only when not empty.
   */
  website?: string;
}
