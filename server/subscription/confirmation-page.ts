import { API_ROUTES } from "../../contracts/api-routes.ts";
import type { PageColours } from "../../contracts/server-settings.ts";
import { escapeHtml } from "../http/escape-html.ts";
import { CONFIRMATION_LINK_DAYS } from "./confirmation-token.ts";
import { subscriberPage } from "./subscriber-page.ts";

/** What the confirmation link's page says. */
export type ConfirmationView =
  | { state: "ask"; token: string }
  | { state: "confirmed" }
  | { state: "expired" }
  | { state: "invalid" }
  | { state: "busy" }
  | { state: "failed" };

export const CONFIRMATION_STATUS: Record<ConfirmationView["state"], 200 | 400 | 429 | 503> = {
  ask: 200,
  confirmed: 200,
  expired: 400,
  invalid: 400,
  busy: 429,
  failed: 503,
};

const SIGN_UP_AGAIN = `<p><a href="/#newsletter" referrerpolicy="no-referrer">Sign up again on our website</a> and we will send you a new link.</p>`;

function body(view: ConfirmationView, siteName: string): { title: string; html: string } {
  switch (view.state) {
    case "ask":
      return {
        title: "Confirm your subscription",
        html: `<p>Press the button to confirm that you want to receive the ${escapeHtml(siteName)} newsletter.</p>
<form method="post" action="${API_ROUTES.newsletterConfirm}"><input type="hidden" name="token" value="${escapeHtml(view.token)}"><button type="submit">Confirm my subscription</button></form>`,
      };
    case "confirmed":
      return {
        title: "Your subscription is confirmed",
        html: `<p class="success">Thank you! You will receive the ${escapeHtml(siteName)} newsletter at this address.</p>`,
      };
    case "expired":
      return {
        title: "This confirmation link has expired",
        html: `<p>Confirmation links work for ${CONFIRMATION_LINK_DAYS} days.</p>${SIGN_UP_AGAIN}`,
      };
    case "invalid":
      return {
        title: "This confirmation link is not valid",
        html: `<p>It may have been cut short or changed on its way: open the whole link from the e-mail.</p>${SIGN_UP_AGAIN}`,
      };
    case "busy":
      return {
        title: "Too many requests",
        html: "<p>Too many requests from your network. Please wait a few minutes and press the button in the e-mail's page again.</p>",
      };
    case "failed":
      return {
        title: "We could not confirm your subscription just now",
        html: "<p>Please open the link from the e-mail again in a minute.</p>",
      };
  }
}

/** The page the confirmation link leads to: a button to confirm, or what became of the link. */
export function confirmationPage(view: ConfirmationView, siteName: string, colours: PageColours): string {
  const { title, html } = body(view, siteName);
  return subscriberPage(title, html, siteName, colours);
}
