import type { PageColours } from "../../contracts/server-settings.ts";
import { escapeHtml } from "../http/escape-html.ts";
import { subscriberPage } from "./subscriber-page.ts";
import { UNSUBSCRIBE_PATH } from "./unsubscribe-token.ts";

/** What the unsubscribe link's page says. */
export type UnsubscribeView =
  | { state: "ask"; token: string }
  | { state: "unsubscribed" }
  | { state: "invalid" }
  | { state: "failed" };

export const UNSUBSCRIBE_STATUS: Record<UnsubscribeView["state"], 200 | 400 | 503> = {
  ask: 200,
  unsubscribed: 200,
  invalid: 400,
  failed: 503,
};

function body(view: UnsubscribeView, siteName: string): { title: string; html: string } {
  const name = escapeHtml(siteName);
  switch (view.state) {
    case "ask": {
      const action = `${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(view.token)}`;
      return {
        title: "Unsubscribe from the newsletter",
        html: `<p>Press the button and this address will receive no more of the ${name} newsletter.</p>
<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Unsubscribe</button></form>`,
      };
    }
    case "unsubscribed":
      return {
        title: "You are unsubscribed",
        html: `<p class="success">This address will receive no more of the ${name} newsletter.</p><p>Changed your mind? <a href="/#newsletter" referrerpolicy="no-referrer">Sign up again on our website</a>.</p>`,
      };
    case "invalid":
      return {
        title: "This unsubscribe link is not valid",
        html: "<p>It may have been cut short or changed on its way: open the whole link from the e-mail, or reply to the e-mail and we will unsubscribe you.</p>",
      };
    case "failed":
      return {
        title: "We could not unsubscribe you just now",
        html: "<p>Please open the link from the e-mail again in a minute.</p>",
      };
  }
}

/** The page the unsubscribe link leads to: one button, or what became of the link. */
export function unsubscribePage(view: UnsubscribeView, siteName: string, colours: PageColours): string {
  const { title, html } = body(view, siteName);
  return subscriberPage(title, html, siteName, colours);
}
