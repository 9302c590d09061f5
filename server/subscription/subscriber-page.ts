import type { PageColours } from "../../contracts/server-settings.ts";
import { escapeHtml } from "../http/escape-html.ts";

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
 * A small page of its own, complete without JavaScript, that a link in a subscriber's e-mail leads
 * to (to confirm, or to unsubscribe), never into the prerendered site: the answer holds nothing but
 * this one subscription's state. Its URL holds a token: no other site is told it (referrer policy
 * `same-origin`), and this site only with the button's POST, whose Referer proves the form is this
 * page even to a browser that sends `Origin: null` and no Sec-Fetch-Site (forms/guards.ts); its
 * links and icon send no Referer at all. `html` is trusted markup; `title` is plain text.
 */
export function subscriberPage(title: string, html: string, siteName: string, colours: PageColours): string {
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
