import { API_ROUTES } from "../../contracts/api-routes.ts";
import type { PageColours } from "../../contracts/server-settings.ts";
import { escapeHtml } from "../http/escape-html.ts";
import { CONFIRMATION_LINK_DAYS } from "./confirmation-token.ts";

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

/** The site's dark theme in a few rules, in the theme's own colours (server settings). */
function style(colours: PageColours): string {
  const { ground, surface, line, ink, inkMuted, accent, accent2, accentStrong, success } = colours;
  return `
:root{color-scheme:dark}
body{margin:0;min-height:100vh;display:grid;place-items:center;background:${ground};color:${ink};font:16px/1.6 system-ui,sans-serif}
main{max-width:36rem;margin:1.5rem;padding:2rem;border:1px solid ${line};border-radius:1rem;background:${surface}}
h1{margin:0 0 1rem;font-size:1.6rem;line-height:1.25}
p{color:${inkMuted}}
.success{color:${success}}
a{color:${accentStrong}}
button{font:inherit;font-weight:600;color:${ground};border:0;border-radius:.6rem;padding:.75rem 1.4rem;cursor:pointer;background:linear-gradient(90deg,${accent},${accent2})}
:focus-visible{outline:2px solid ${accentStrong};outline-offset:3px}
.home{margin-top:1.5rem;font-size:.95rem}`;
}

/**
 * A small page of its own, complete without JavaScript: the link in the e-mail leads here, never
 * into the prerendered site, so the answer holds nothing but this one subscription's state. Its
 * URL holds the token: no other site is told it (referrer policy `same-origin`), and this site only
 * with the button's POST, whose Referer proves the form is this page even to a browser that sends
 * `Origin: null` and no Sec-Fetch-Site (api/guards.ts); its links and icon send no Referer at all.
 */
export function confirmationPage(view: ConfirmationView, siteName: string, colours: PageColours): string {
  const { title, html } = body(view, siteName);
  const name = escapeHtml(siteName);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="referrer" content="same-origin">
<link rel="icon" href="/favicon.svg" type="image/svg+xml" referrerpolicy="no-referrer">
<title>${title} | ${name}</title>
<style>${style(colours)}</style>
</head>
<body>
<main>
<h1>${title}</h1>
${html}
<p class="home"><a href="/" referrerpolicy="no-referrer">Back to the ${name} website</a></p>
</main>
</body>
</html>
`;
}
