import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { API_ROUTES } from "../contracts/api-routes.ts";
import { SAMPLE_ENQUIRY } from "../scripts/support/test-site.ts";
import { postJson } from "../tests/support/server/test-app.ts";
import { testAppWithPeersEachTest } from "../tests/support/server/test-app-with-peers.ts";
import { outboxEmptied } from "../tests/support/server/until.ts";
import { parseWebhookUrls } from "./webhook/webhook-targets.ts";

// Spam kept aside: a submission that fills in the honeypot or reads like spam gets the very answer
// a real one gets, is stored as spam, and is neither mailed (a real SMTP server) nor posted (a
// real HTTP receiver) until it is released; then it is mailed and posted once.

const peers = testAppWithPeersEachTest();

const hooks = () => parseWebhookUrls(peers.hook.url, undefined).targets.map((target) => target.key);

/** The answer as a client sees it: status, the headers that could tell, and the body. */
async function seen(response: Response) {
  return {
    status: response.status,
    type: response.headers.get("content-type"),
    cache: response.headers.get("cache-control"),
    body: await response.text(),
  };
}

const enquiry = (fields: Record<string, string>) => ({
  ...SAMPLE_ENQUIRY,
  email: `${randomUUID().slice(0, 8)}@example.com`,
  description: `A real project, ${randomUUID()}.`,
  turnstileToken: `token-${randomUUID()}`,
  ...fields,
});

/** Waits until every e-mail and delivery queued so far went out, then a little more for strays. */
async function settled(mails: number, deliveries: number): Promise<void> {
  await peers.smtp.waitFor(mails, 20_000);
  await peers.hook.waitForAccepted(deliveries);
  await outboxEmptied(peers.testApp.store);
  expect(peers.smtp.received).toHaveLength(mails);
  expect(peers.hook.received).toHaveLength(deliveries);
}

describe("an enquiry kept aside as spam", () => {
  it.each<[string, Record<string, string>, string]>([
    ["the honeypot filled in", { website: "https://spam.example" }, "honeypot"],
    ["a description that is only a link", { description: "https://cheap.example/pills" }, "only-a-link"],
    [
      "more than three links",
      { description: "See http://a.example, http://b.example, https://c.example and www.d.example" },
      "links",
    ],
    ["a link in a name", { firstName: "www.casino.example" }, "link-in-name"],
  ])(
    "%s: answered as a real one, stored as spam, neither mailed nor posted; released, both once",
    async (_case, fields, reason) => {
      const real = await seen(await postJson(peers.testApp.app, API_ROUTES.contact, enquiry({})));
      await settled(1, 1);

      const flagged = enquiry(fields);
      const answer = await seen(await postJson(peers.testApp.app, API_ROUTES.contact, flagged));
      expect(answer).toEqual(real);
      const [kept, ...others] = await peers.testApp.store.listEnquiries({ spam: true });
      expect(others).toEqual([]);
      expect(kept).toMatchObject({ email: flagged.email, state: "spam", spamReason: reason });
      expect((await peers.testApp.store.listEnquiries()).map((row) => row.email)).not.toContain(
        flagged.email,
      );
      // Nothing queued about it, so nothing goes out.
      expect((await peers.testApp.store.findByEmail(flagged.email)).outbox).toEqual([]);
      await settled(1, 1);

      expect(await peers.testApp.store.releaseSpam({ enquiry: kept?.id ?? 0 }, new Date(), hooks())).toEqual({
        mails: 1,
        webhooks: 1,
      });
      await settled(2, 2);
      expect(peers.smtp.received[1]?.header("subject")).toBe(`New website enquiry #${kept?.id}`);
      expect(peers.smtp.received[1]?.text).toContain(flagged.description);
      expect(JSON.parse(peers.hook.received[1]?.body ?? "")).toMatchObject({
        id: `enquiry-${kept?.id}`,
        kind: "enquiry",
      });
    },
  );

  it("the same text from another address within a minute is kept aside; from the same address it is not", async () => {
    const text = `Buy followers now ${randomUUID()}`;
    const first = enquiry({ description: text });
    await postJson(peers.testApp.app, API_ROUTES.contact, first);
    await postJson(peers.testApp.app, API_ROUTES.contact, enquiry({ description: text, email: first.email }));
    await postJson(peers.testApp.app, API_ROUTES.contact, enquiry({ description: text }));
    expect((await peers.testApp.store.listEnquiries()).map((row) => row.email)).toEqual([
      first.email,
      first.email,
    ]);
    expect((await peers.testApp.store.listEnquiries({ spam: true })).map((row) => row.spamReason)).toEqual([
      "repeated-text",
    ]);
    await settled(2, 2);
  });
});

describe("a newsletter sign-up kept aside as spam", () => {
  it("is answered as a real one, sent nothing, and once released asked to confirm once", async () => {
    const real = await seen(
      await postJson(peers.testApp.app, API_ROUTES.newsletter, { email: "reader@example.com" }),
    );
    const bot = await seen(
      await postJson(peers.testApp.app, API_ROUTES.newsletter, {
        email: "bot@example.com",
        website: "https://spam.example",
      }),
    );
    expect(bot).toEqual(real);
    await settled(1, 0);
    const [kept] = await peers.testApp.store.listSubscriptions({ spam: true });
    expect(kept).toMatchObject({ email: "bot@example.com", state: "spam", spamReason: "honeypot" });

    expect(
      await peers.testApp.store.releaseSpam({ subscription: kept?.id ?? 0 }, new Date(), hooks()),
    ).toEqual({
      mails: 1,
      webhooks: 0,
    });
    await settled(2, 0);
    expect(peers.smtp.received[1]?.envelopeTo).toEqual(["bot@example.com"]);
    expect(peers.smtp.received[1]?.header("subject")).toBe(
      "Please confirm your subscription to the Northwind Digital newsletter",
    );
  });
});
