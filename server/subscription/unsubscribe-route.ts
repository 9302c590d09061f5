import { type Context, Hono } from "hono";
import type { PageColours } from "../../contracts/server-settings.ts";
import { RETRY_SOON } from "../forms/answers.ts";
import { limitedBody } from "../forms/guards.ts";
import type { AppEnv } from "../log.ts";
import type { LeadsStore } from "../store/leads-store.ts";
import { UNSUBSCRIBE_STATUS, type UnsubscribeView, unsubscribePage } from "./unsubscribe-page.ts";
import { checkUnsubscribeToken, UNSUBSCRIBE_PATH, unsubscribeTokenId } from "./unsubscribe-token.ts";

export interface UnsubscribeDeps {
  store: LeadsStore;
  /** The key unsubscribe links are signed with (NEWSLETTER_SECRET). */
  newsletterSecret: string;
  siteName: string;
  pageColours: PageColours;
  /** The time an unsubscription is recorded at; tests move it. Default: now. */
  now?: () => Date;
}

function page(c: Context<AppEnv>, view: UnsubscribeView, deps: UnsubscribeDeps): Response {
  c.set("logFields", { ...c.get("logFields"), unsubscribe: view.state });
  return c.html(unsubscribePage(view, deps.siteName, deps.pageColours), UNSUBSCRIBE_STATUS[view.state], {
    "Cache-Control": "no-store",
    ...(view.state === "failed" ? RETRY_SOON : {}),
  });
}

/**
 * The unsubscribe link of every e-mail to a subscriber (its List-Unsubscribe header, RFC 8058):
 * `POST UNSUBSCRIBE_PATH?token=…` unsubscribes at once, whatever its body (a mail provider's
 * one-click sends `List-Unsubscribe=One-Click`); `GET` shows a page with one button that makes
 * that POST, since mail scanners open every link of a message. The POST comes from a mail
 * provider's servers as often as from the page, so it is neither limited to the site's own pages
 * nor per client (a provider unsubscribes many addresses from few addresses of its own): the
 * token, signed for one subscription's address, is what allows it. An unknown id and a bad
 * signature get the same answer.
 */
export function unsubscribeRoutes(deps: UnsubscribeDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const answer = async (c: Context<AppEnv>, unsubscribe: boolean) => {
    const token = c.req.query("token") ?? "";
    const id = unsubscribeTokenId(token);
    let view: UnsubscribeView = { state: "invalid" };
    try {
      const subscription = id === undefined ? undefined : await deps.store.subscriptionById(id);
      if (
        subscription &&
        subscription.state !== "spam" &&
        checkUnsubscribeToken(token, subscription, deps.newsletterSecret)
      ) {
        c.set("logFields", { subscription: subscription.id });
        if (subscription.state === "unsubscribed") view = { state: "unsubscribed" };
        else if (!unsubscribe) view = { state: "ask", token };
        else {
          const after = await deps.store.unsubscribe(subscription.id, deps.now?.() ?? new Date());
          view = after?.state === "unsubscribed" ? { state: "unsubscribed" } : { state: "invalid" };
        }
      }
    } catch (error) {
      c.set("logFields", { refused: "store", error: error instanceof Error ? error.message : String(error) });
      view = { state: "failed" };
    }
    return page(c, view, deps);
  };
  routes.get(UNSUBSCRIBE_PATH, (c) => answer(c, false));
  routes.post(UNSUBSCRIBE_PATH, limitedBody(), (c) => answer(c, true));
  return routes;
}
