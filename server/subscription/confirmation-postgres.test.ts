import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NEWSLETTER_OUTCOMES } from "../../contracts/newsletter-outcomes.ts";
import { postForm, postJson, startTestApp } from "../../tests/support/server/test-app.ts";
import { testPostgresPerFile } from "../../tests/support/server/test-postgres.ts";
import { startTestSmtp, type TestSmtp } from "../../tests/support/server/test-smtp.ts";
import { CONFIRMATION_LINK_MS } from "./confirmation-token.ts";

// The double opt-in end to end on a throwaway PostgreSQL cluster (newsletter-confirm-route.test.ts
// covers every case on SQLite): the outbox claims the confirmation e-mail with SKIP LOCKED there.
const testPostgres = testPostgresPerFile();

let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startTestSmtp();
});
afterAll(() => smtp.close());

describe("double opt-in with the store in PostgreSQL", () => {
  it("sends one confirmation e-mail whose link confirms with the button; tampered and expired links are refused", async () => {
    let clock = Date.now();
    const t = await startTestApp({
      databaseUrl: await testPostgres().createDatabase(),
      smtpUrl: smtp.url,
      newsletterSecret: "postgres-confirmation-key-0123456789ab",
      siteOrigin: "https://www.example.com",
      now: () => new Date(clock),
    });
    try {
      const signUp = async (email: string) => {
        const res = await postJson(t.app, "/api/newsletter", { email });
        expect(await res.json()).toMatchObject({ message: NEWSLETTER_OUTCOMES.pending.text });
      };
      await signUp("ann@example.org");
      await signUp("bob@example.org");
      await smtp.waitFor(2);
      await expect.poll(async () => (await t.store.outboxSummary()).sent).toBe(2);
      const tokenFor = (email: string) => {
        const mail = smtp.received.find((received) => received.envelopeTo.includes(email));
        const link = new URL(/https:\/\/\S+/.exec(mail?.text ?? "")?.[0] ?? "https://x");
        expect(link.pathname).toBe("/api/newsletter/confirm");
        return link.searchParams.get("token") ?? "";
      };
      const ann = tokenFor("ann@example.org");
      const bob = tokenFor("bob@example.org");
      const states = async () =>
        (await t.store.listSubscriptions()).map((row) => `${row.email} ${row.state}`);

      expect((await t.app.request(`/api/newsletter/confirm?token=${ann}`)).status).toBe(200);
      expect(await states()).toEqual(["ann@example.org pending", "bob@example.org pending"]);
      const tampered = bob.replace(/^\d+\./, `${ann.split(".")[0]}.`);
      expect((await postForm(t.app, "/api/newsletter/confirm", { token: tampered })).status).toBe(400);

      const confirmed = await postForm(t.app, "/api/newsletter/confirm", { token: ann });
      expect(confirmed.status).toBe(200);
      expect(await confirmed.text()).toContain("<h1>Your subscription is confirmed</h1>");
      expect((await postForm(t.app, "/api/newsletter/confirm", { token: ann })).status).toBe(200);

      clock += CONFIRMATION_LINK_MS + 1000;
      const expired = await postForm(t.app, "/api/newsletter/confirm", { token: bob });
      expect(expired.status).toBe(400);
      expect(await expired.text()).toContain("<h1>This confirmation link has expired</h1>");
      expect(await states()).toEqual(["ann@example.org confirmed", "bob@example.org pending"]);
      expect(smtp.received).toHaveLength(2);
    } finally {
      await t.close();
    }
  }, 60_000);
});
