import type { Page } from "playwright-core";

/** Cloudflare Turnstile's widget script, as the contact form asks for it. */
export const TURNSTILE_SCRIPT = "https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit";

/** Answers the contact page's office map locally: tests have no network. */
export async function answerMap(page: Page): Promise<void> {
  await page.route("https://www.google.com/maps**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>map</title>" }),
  );
}
