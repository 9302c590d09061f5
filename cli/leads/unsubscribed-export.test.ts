import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { API_ROUTES } from "../../contracts/api-routes.ts";
import { runSite } from "../../tests/support/server/site-command.ts";
import { postJson, startTestApp, type TestApp } from "../../tests/support/server/test-app.ts";
import { startTestSmtp, type TestSmtp } from "../../tests/support/server/test-smtp.ts";

// A subscriber leaves with the one-click unsubscribe of the e-mail a real SMTP server received
// (RFC 8058: a POST to the List-Unsubscribe link); `site leads export` then leaves the address out.

let smtp: TestSmtp;
let t: TestApp;

beforeEach(async () => {
  smtp = await startTestSmtp();
  t = await startTestApp({
    smtpUrl: smtp.url,
    newsletterSecret: "export-test-key-0123456789abcdefghij",
    siteOrigin: "https://www.example.com",
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

const exportSubscriptions = (...flags: string[]) =>
  runSite([
    "leads",
    "export",
    "--kind",
    "subscriptions",
    "--format",
    "csv",
    ...flags,
    "--data-dir",
    t.site.dataDir,
  ]);

describe("site leads export after a one-click unsubscribe", () => {
  it("leaves the unsubscribed address out, with or without --include-pending, and says so", async () => {
    const link = await subscribe("leaving@example.org");
    await subscribe("staying@example.org");
    const url = new URL(link);
    const res = await t.app.request(`${url.pathname}${url.search}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(res.status).toBe(200);

    for (const flags of [[], ["--include-pending"]]) {
      const run = await exportSubscriptions(...flags);
      expect(run.code).toBe(0);
      expect(run.stdout).toContain("staying@example.org");
      expect(run.stdout).not.toContain("leaving@example.org");
    }
    const toFile = await exportSubscriptions("--output", `${t.site.dataDir}/subscribers.csv`);
    expect(toFile.stderr).toBe(
      `Wrote 1 subscription (1 unsubscribed left out) to ${t.site.dataDir}/subscribers.csv\n`,
    );
  });
});
