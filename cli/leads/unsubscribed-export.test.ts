import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { API_ROUTES } from "../../contracts/api-routes.ts";
import { runSite } from "../../tests/support/server/site-command.ts";
import { postJson, startTestApp, type TestApp } from "../../tests/support/server/test-app.ts";
import { startTestSmtp, type TestSmtp } from "../../tests/support/server/test-smtp.ts";

// A subscriber leaves with the one-click unsubscribe of the e-mail a real SMTP server received
// (RFC 8058: a POST to the List-Unsubscribe link); `site leads export` then leaves the address out.

const LINKS = {
  NEWSLETTER_SECRET: "export-test-key-0123456789abcdefghij",
  SITE_ORIGIN: "https://www.example.com",
};

let smtp: TestSmtp;
let t: TestApp;

beforeEach(async () => {
  smtp = await startTestSmtp();
  t = await startTestApp({
    smtpUrl: smtp.url,
    newsletterSecret: LINKS.NEWSLETTER_SECRET,
    siteOrigin: LINKS.SITE_ORIGIN,
  });
});
afterEach(async () => {
  await t.close();
  await smtp.close();
});

/** Signs the address up and confirms it; resolves with the List-Unsubscribe https link of its e-mail. */
async function subscribe(email: string): Promise<string> {
  await postJson(t.app, API_ROUTES.newsletter, { email });
  await smtp.waitFor(smtp.received.length + 1, 20_000);
  const subscription = (await t.store.listSubscriptions()).find((row) => row.email === email);
  await t.store.confirmSubscription(subscription?.id ?? 0, new Date());
  const header = smtp.received.at(-1)?.header("list-unsubscribe") ?? "";
  return /<(https:[^>]+)>/.exec(header)?.[1] ?? "";
}

const exportSubscriptions = (flags: string[], env: Record<string, string> = {}) =>
  runSite(
    ["leads", "export", "--kind", "subscriptions", "--format", "csv", ...flags, "--data-dir", t.site.dataDir],
    {
      env,
    },
  );

/** The one-click unsubscribe a mail provider sends (RFC 8058), to the app at the link's path. */
function oneClick(link: string): Promise<Response> {
  const url = new URL(link);
  return Promise.resolve(
    t.app.request(`${url.pathname}${url.search}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    }),
  );
}

describe("site leads export after a one-click unsubscribe", () => {
  it("leaves the unsubscribed address out, with or without --include-pending, and says so", async () => {
    const link = await subscribe("leaving@example.org");
    await subscribe("staying@example.org");
    expect((await oneClick(link)).status).toBe(200);

    for (const flags of [[], ["--include-pending"]]) {
      const run = await exportSubscriptions(flags);
      expect(run.code).toBe(0);
      expect(run.stdout).toContain("staying@example.org");
      expect(run.stdout).not.toContain("leaving@example.org");
    }
    const toFile = await exportSubscriptions(["--output", `${t.site.dataDir}/subscribers.csv`]);
    expect(toFile.stderr).toBe(
      `Wrote 1 subscription (1 unsubscribed left out) to ${t.site.dataDir}/subscribers.csv\n`,
    );
  });

  it("writes each subscriber's one-click unsubscribe link with the server's SITE_ORIGIN and NEWSLETTER_SECRET", async () => {
    const link = await subscribe("reader@example.org");
    const run = await runSite(
      ["leads", "export", "--kind", "subscriptions", "--format", "json", "--data-dir", t.site.dataDir],
      { env: LINKS },
    );
    expect(run.code).toBe(0);
    const [row, ...others] = JSON.parse(run.stdout) as Record<string, string>[];
    expect(others).toEqual([]);
    // The very link of the List-Unsubscribe header, so a newsletter sent from the export can carry it.
    expect(row).toMatchObject({ email: "reader@example.org", unsubscribeUrl: link });
    expect((await oneClick(row?.unsubscribeUrl ?? "")).status).toBe(200);
    expect((await exportSubscriptions([], LINKS)).stdout).toBe(
      "id,subscribedAt,email,state,confirmedAt,unsubscribeUrl\n",
    );

    const bad = await exportSubscriptions([], { ...LINKS, NEWSLETTER_SECRET: "short" });
    expect(bad).toEqual({
      code: 2,
      stdout: "",
      stderr:
        "site: NEWSLETTER_SECRET must be at least 32 characters (e.g. the output of `openssl rand -hex 32`); the value set has 5 (not shown).\n",
    });
  });
});
