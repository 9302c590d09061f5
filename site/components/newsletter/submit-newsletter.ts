import { API_ROUTES } from "../../../contracts/api-routes";
import type { FormMessage } from "../../../contracts/form-answer";
import { NEWSLETTER_FALLBACKS } from "../../../contracts/newsletter-outcomes";
import type { NewsletterRequest } from "../../../contracts/schema-types/newsletter-request";
import { postForm } from "../forms/post-form";

/** Posts the address to POST /api/newsletter; the answer is read as every form's is (postForm). */
export function submitNewsletter(
  request: NewsletterRequest,
  fetchImpl: typeof fetch = fetch,
): Promise<FormMessage> {
  return postForm(API_ROUTES.newsletter, request, NEWSLETTER_FALLBACKS, fetchImpl);
}
