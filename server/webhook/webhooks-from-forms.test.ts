import { createHmac, randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { API_ROUTES } from "../../contracts/api-routes.ts";
import { SAMPLE_ENQUIRY } from "../../scripts/support/test-site.ts";
import { postForm, postJson, TEST_WEBHOOK_SECRET } from "../../tests/support/server/test-app.ts";
import { testAppWithPeersEachTest } from "../../tests/support/server/test-app-with-peers.ts";
import { signConfirmationToken } from "../subscription/confirmation-token.ts";

// The forms as a visitor uses them, with WEBHOOK_URL pointing at a real HTTP receiver: each
// received enquiry and each confirmed subscription reaches it once, signed.

const SECRET = "webhooks-test-newsletter-key-0123456789";
const peers = testAppWithPeersEachTest({ newsletterSecret: SECRET });

const bodies = () =>
  peers.hook.received.map((delivery) => JSON.parse(delivery.body) as { id: string; kind: string });

describe("the forms with WEBHOOK_URL set", () => {
  it("post an enquiry once, signed with WEBHOOK_SECRET", async () => {
    const res = await postJson(peers.testApp.app, API_ROUTES.contact, {
      ...SAMPLE_ENQUIRY,
      turnstileToken: `t-${randomUUID()}`,
    });
    expect(res.status).toBe(200);
    await peers.hook.waitForAccepted(1);
    const [delivery] = peers.hook.received;
    const signature = createHmac("sha256", TEST_WEBHOOK_SECRET)
      .update(delivery?.body ?? "")
      .digest("hex");
    expect(delivery?.headers["x-signature-256"]).toBe(`sha256=${signature}`);
    expect(bodies()).toEqual([expect.objectContaining({ id: "enquiry-1", kind: "enquiry" })]);
  });

  it("post a subscription once it is confirmed from its link, not when it signs up", async () => {
    await postJson(peers.testApp.app, API_ROUTES.newsletter, { email: "reader@example.com" });
    const [pending] = await peers.testApp.store.listSubscriptions();
    expect((await peers.testApp.store.webhookSummary()).queued).toBe(0);

    const token = signConfirmationToken(
      { id: pending?.id ?? 0, email: "reader@example.com" },
      new Date(Date.now() + 86_400_000),
      SECRET,
    );
    for (let click = 0; click < 2; click += 1) {
      const res = await postForm(peers.testApp.app, API_ROUTES.newsletterConfirm, { token });
      expect(res.status).toBe(200);
    }
    await peers.hook.waitForAccepted(1);
    const deadline = Date.now() + 20_000;
    while ((await peers.testApp.store.webhookSummary()).queued > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(bodies()).toEqual([
      expect.objectContaining({ id: `subscription-${pending?.id}`, kind: "subscription" }),
    ]);
    expect(await peers.testApp.store.webhookSummary()).toMatchObject({ delivered: 1, queued: 0, failed: 0 });
  });
});
