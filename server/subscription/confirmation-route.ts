import { type Context, Hono } from "hono";
import { every } from "hono/combine";
import { API_ROUTES } from "../../contracts/api-routes.ts";
import { NOT_FORM_TYPE } from "../../contracts/form-messages.ts";
import type { PageColours } from "../../contracts/server-settings.ts";
import { RETRY_SOON } from "../forms/answers.ts";
import {
  bodyTypes,
  FORM_TYPE,
  limitedBody,
  perClientRateLimit,
  type RateLimitSettings,
  sameSiteOnly,
} from "../forms/guards.ts";
import type { AppEnv } from "../log.ts";
import type { LeadsStore } from "../store/leads-store.ts";
import { CONFIRMATION_STATUS, type ConfirmationView, confirmationPage } from "./confirmation-page.ts";
import { checkConfirmationToken, readConfirmationToken } from "./confirmation-token.ts";

export interface ConfirmationDeps {
  store: LeadsStore;
  /** The key confirmation links are signed with. */
  newsletterSecret: string;
  /** The site's name, for the page. */
  siteName: string;
  /** The theme's colours, for the page. */
  pageColours: PageColours;
  siteOrigin: string | undefined;
  rateLimit: RateLimitSettings;
  /** The time links are checked against; tests move it. Default: now. */
  now?: () => Date;
  /** The hooks (WEBHOOK_URL's keys) each confirmed subscription is posted to. */
  webhooks: readonly string[];
  /** Deliveries were queued: the outbox should look now. */
  queued(): void;
}

function page(c: Context<AppEnv>, view: ConfirmationView, deps: ConfirmationDeps): Response {
  c.set("logFields", { ...c.get("logFields"), confirmation: view.state });
  return c.html(confirmationPage(view, deps.siteName, deps.pageColours), CONFIRMATION_STATUS[view.state], {
    "Cache-Control": "no-store",
    ...(view.state === "failed" ? RETRY_SOON : {}),
  });
}

/**
 * What the token says: `ask` (valid and pending; the POST confirms), `confirmed` (valid, and
 * confirmed already: a second click, or an old link of an address confirmed since), or why not.
 * An unknown id and a bad signature get the same answer, so nothing tells whether an id exists.
 */
async function viewFor(
  deps: ConfirmationDeps,
  token: string | undefined,
): Promise<{ view: ConfirmationView; subscriptionId?: number }> {
  const read = readConfirmationToken(token ?? "");
  if (!read || token === undefined) return { view: { state: "invalid" } };
  const subscription = await deps.store.subscriptionById(read.id);
  const check = checkConfirmationToken(read, subscription, deps.newsletterSecret, deps.now?.() ?? new Date());
  if (check === "invalid") return { view: { state: "invalid" } };
  if (subscription?.state === "confirmed") return { view: { state: "confirmed" } };
  // Unsubscribed since the link was sent: it signs up again for a new one.
  if (subscription?.state !== "pending") return { view: { state: "invalid" } };
  if (check === "expired") return { view: { state: "expired" } };
  return { view: { state: "ask", token }, subscriptionId: read.id };
}

/**
 * The confirmation link of the e-mail: `GET API_ROUTES.newsletterConfirm?token=…` shows a
 * page with one button, and only its `POST` confirms. Mail scanners and link previews open (GET)
 * every link in a message; were GET enough, they would confirm addresses nobody confirmed, which
 * is what double opt-in is meant to rule out. The POST passes the same guards as the forms.
 */
export function confirmationRoutes(deps: ConfirmationDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const answer = async (c: Context<AppEnv>, token: string | undefined, confirm: boolean) => {
    let view: ConfirmationView;
    try {
      const found = await viewFor(deps, token);
      view = found.view;
      if (confirm && found.subscriptionId !== undefined) {
        const confirmed = await deps.store.confirmSubscription(
          found.subscriptionId,
          deps.now?.() ?? new Date(),
          deps.webhooks,
        );
        view = confirmed?.state === "confirmed" ? { state: "confirmed" } : { state: "invalid" };
        if (view.state === "confirmed" && deps.webhooks.length > 0) deps.queued();
        c.set("logFields", { subscription: found.subscriptionId });
      }
    } catch (error) {
      c.set("logFields", { refused: "store", error: error instanceof Error ? error.message : String(error) });
      view = { state: "failed" };
    }
    return page(c, view, deps);
  };

  routes.get(API_ROUTES.newsletterConfirm, (c) => answer(c, c.req.query("token"), false));
  routes.post(
    API_ROUTES.newsletterConfirm,
    every(
      sameSiteOnly(deps.siteOrigin),
      perClientRateLimit(
        "newsletter-confirm",
        deps.rateLimit,
        (c) => page(c, { state: "busy" }, deps),
        (c) => page(c, { state: "failed" }, deps),
      ),
      bodyTypes([FORM_TYPE], NOT_FORM_TYPE),
      limitedBody(),
    ),
    async (c) => {
      const token = new URLSearchParams(await c.req.text()).get("token") ?? undefined;
      return answer(c, token, true);
    },
  );
  return routes;
}
