import type { Locator, Page, Request, Route } from "playwright-core";
import { homePage } from "../../site/generated/homePage.ts";
import { section } from "./sections.ts";

export const NEWSLETTER_API = "**/api/newsletter";

/** The newsletter section's parts, found the way a visitor (or a screen reader) finds them. */
export function newsletterForm(page: Page) {
  const scope = section(page, "newsletter");
  return {
    scope,
    input: scope.getByRole("textbox", { name: homePage.newsletter.emailLabel }),
    submit: scope.locator('form[action="/api/newsletter"] button[type="submit"]'),
    message: scope.getByRole("status"),
    termsLink: scope.getByRole("button", { name: homePage.newsletter.termsLinkText }),
  };
}

/** Answers every newsletter request with `answer` and records the requests made. */
export async function answerNewsletter(
  page: Page,
  answer: (route: Route) => Promise<void>,
): Promise<Request[]> {
  const requests: Request[] = [];
  await page.route(NEWSLETTER_API, async (route) => {
    requests.push(route.request());
    await answer(route);
  });
  return requests;
}

/** A JSON answer with `status`. */
export const json =
  (body: unknown, status = 200) =>
  (route: Route) =>
    route.fulfill({ status, contentType: "application/json", body: JSON.stringify(body) });

/** The colour an element's text is drawn in, and its class list. */
export async function messageLook(message: Locator): Promise<{ classes: string[]; colour: string }> {
  return message.evaluate((element) => ({
    classes: [...element.classList],
    colour: getComputedStyle(element).color,
  }));
}
