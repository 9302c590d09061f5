import { randomUUID } from "node:crypto";
import { inject } from "vitest";
import { API_ROUTES } from "../../contracts/api-routes.ts";
import type { StoredEnquiry, StoredSubscription } from "../../server/store/leads-store.ts";
import { openSqliteStore } from "../../server/store/sqlite-store.ts";
import { signConfirmationToken } from "../../server/subscription/confirmation-token.ts";

/**
 * What the e2e server's forms have kept so far (or those of the server whose data folder is
 * `dataDir`), read from its store alongside it: the leads, and apart from them those kept as spam.
 */
export async function storedLeads(dataDir: string = inject("dataDir")): Promise<{
  enquiries: StoredEnquiry[];
  subscriptions: StoredSubscription[];
  spam: { enquiries: StoredEnquiry[]; subscriptions: StoredSubscription[] };
}> {
  const store = openSqliteStore(dataDir, { readonly: true });
  try {
    return {
      enquiries: await store.listEnquiries(),
      subscriptions: await store.listSubscriptions(),
      spam: {
        enquiries: await store.listEnquiries({ spam: true }),
        subscriptions: await store.listSubscriptions({ spam: true }),
      },
    };
  } finally {
    await store.close();
  }
}

/**
 * An address no other test uses: the server keeps every subscription and enquiry for the whole
 * run, so each test tells its own apart by address.
 */
export function uniqueAddress(name = "ann.lee"): string {
  return `${name}.${randomUUID().slice(0, 8)}@example.com`;
}

/** A bot-check token the siteverify stand-in passes, once: the server treats a reused one as a resend. */
export function uniqueToken(): string {
  return `token-${randomUUID()}`;
}

/**
 * The confirmation link the e-mail to `email` carries (the e2e server sends no mail): signed with
 * the server's NEWSLETTER_SECRET, good for a day.
 */
export async function confirmationPath(email: string): Promise<string> {
  const subscription = (await storedLeads()).subscriptions.find((row) => row.email === email);
  if (!subscription) throw new Error(`${email} has not signed up.`);
  const token = signConfirmationToken(
    subscription,
    new Date(Date.now() + 86_400_000),
    inject("newsletterSecret"),
  );
  return `${API_ROUTES.newsletterConfirm}?token=${token}`;
}
