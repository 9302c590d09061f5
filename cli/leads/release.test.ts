import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { API_ROUTES } from "../../contracts/api-routes.ts";
import { SAMPLE_ENQUIRY } from "../../scripts/support/test-site.ts";
import { runSite } from "../../tests/support/server/site-command.ts";
import { postJson, TEST_WEBHOOK_SECRET } from "../../tests/support/server/test-app.ts";
import { testAppWithPeersEachTest } from "../../tests/support/server/test-app-with-peers.ts";
import { outboxEmptied } from "../../tests/support/server/until.ts";

// `site leads list --spam` and `site leads release` run as an operator would, beside a running
// server (its forms, its store, its outbox) with a real SMTP server and a real webhook receiver:
// a lead kept as spam goes nowhere until it is released, then it is mailed and posted once.

const peers = testAppWithPeersEachTest();

/** `site leads …args` on the test server's store, with its WEBHOOK_URL. */
const leads = (...args: string[]) =>
  runSite(["leads", ...args, "--data-dir", peers.testApp.site.dataDir], {
    env: { WEBHOOK_URL: peers.hook.url, WEBHOOK_SECRET: TEST_WEBHOOK_SECRET },
  });

describe("site leads release", () => {
  it("sends an enquiry kept as spam to the team and the hook once, after `list --spam` showed it", async () => {
    const email = `${randomUUID().slice(0, 8)}@example.com`;
    const res = await postJson(peers.testApp.app, API_ROUTES.contact, {
      ...SAMPLE_ENQUIRY,
      email,
      website: "https://autofill.example",
      turnstileToken: `token-${randomUUID()}`,
    });
    expect(res.status).toBe(200);
    await outboxEmptied(peers.testApp.store);
    expect(peers.smtp.received).toHaveLength(0);
    expect(peers.hook.received).toHaveLength(0);

    const listed = await leads("list", "--spam", "--kind", "enquiries");
    expect(listed.code).toBe(0);
    expect(listed.stdout).toContain("Enquiries kept as spam: 1, newest first\n");
    expect(listed.stdout).toMatch(new RegExp(` 1  .*${email}  honeypot\\n`));

    const released = await leads("release", "1");
    expect(released).toMatchObject({ code: 0, stderr: "" });
    expect(released.stdout).toBe(
      "Released enquiry 1: received, its notice e-mail to the team (1) and 1 webhook delivery are queued; the running server sends them within a minute.\n",
    );
    await peers.smtp.waitFor(1, 20_000);
    await peers.hook.waitForAccepted(1);
    await outboxEmptied(peers.testApp.store);
    expect(peers.smtp.received).toHaveLength(1);
    expect(peers.smtp.received[0]?.header("subject")).toBe("New website enquiry #1");
    expect(peers.hook.received).toHaveLength(1);
    expect(JSON.parse(peers.hook.received[0]?.body ?? "")).toMatchObject({
      id: "enquiry-1",
      data: { email },
    });

    // Released once: it is no longer kept as spam.
    const again = await leads("release", "enquiry-1");
    expect(again.code).toBe(1);
    expect(again.stderr).toBe(
      "site: No enquiry kept as spam has id 1: `site leads list --spam` shows them.\n",
    );
    expect((await leads("list", "--spam")).stdout).toContain("No enquiries kept as spam.");
  });

  it("sends a sign-up kept as spam its confirmation request once", async () => {
    await postJson(peers.testApp.app, API_ROUTES.newsletter, { email: "bot@example.com", website: "x" });
    await outboxEmptied(peers.testApp.store);
    expect(peers.smtp.received).toHaveLength(0);
    const released = await leads("release", "subscription-1");
    expect(released.code).toBe(0);
    expect(released.stdout).toBe(
      "Released subscription 1: pending, its confirmation request is queued; it is posted to the webhooks once confirmed.\n",
    );
    await peers.smtp.waitFor(1, 20_000);
    await outboxEmptied(peers.testApp.store);
    expect(peers.smtp.received.map((mail) => mail.envelopeTo)).toEqual([["bot@example.com"]]);
    expect(peers.hook.received).toHaveLength(0);
  });

  it("asks which when an enquiry and a subscription kept as spam share the id, and refuses a bad one", async () => {
    await postJson(peers.testApp.app, API_ROUTES.newsletter, { email: "bot@example.com", website: "x" });
    await postJson(peers.testApp.app, API_ROUTES.contact, {
      ...SAMPLE_ENQUIRY,
      website: "x",
      turnstileToken: `token-${randomUUID()}`,
    });
    const both = await leads("release", "1");
    expect(both.code).toBe(2);
    expect(both.stderr).toBe(
      "site: Both enquiry 1 and subscription 1 are kept as spam: say which, enquiry-1 or subscription-1.\n",
    );
    const bad = await leads("release", "one");
    expect(bad.code).toBe(2);
    expect(bad.stderr).toBe(
      'site: The lead must be an id as `site leads list --spam` shows it (12), or enquiry-12 or subscription-12; got "one".\n',
    );
    const wrongHook = await runSite(
      ["leads", "release", "enquiry-1", "--data-dir", peers.testApp.site.dataDir],
      {
        env: { WEBHOOK_URL: "ftp://crm.example.com/T0P-s3cret" },
      },
    );
    expect(wrongHook.code).toBe(2);
    expect(wrongHook.stderr).toBe("site: WEBHOOK_URL must start with https://, not ftp://.\n");
    // Nothing was released.
    expect(await peers.testApp.store.listEnquiries({ spam: true })).toHaveLength(1);
    expect(await peers.testApp.store.listSubscriptions({ spam: true })).toHaveLength(1);
  });
});
