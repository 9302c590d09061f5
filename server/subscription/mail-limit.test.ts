import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { NEWSLETTER_OUTCOMES } from "../../contracts/newsletter-outcomes.ts";
import { confirmAddress, postJson, startTestApp, type TestApp } from "../../tests/support/server/test-app.ts";
import { startTestSmtp, type TestSmtp } from "../../tests/support/server/test-smtp.ts";
import { MAILS_PER_ADDRESS_PER_DAY } from "../store/subscription-mail.ts";

const THANKS = { success: true, message: NEWSLETTER_OUTCOMES.pending.text, kind: "success" };
const VICTIM = "victim@example.org";

let smtp: TestSmtp;
let t: TestApp;

beforeAll(async () => {
  smtp = await startTestSmtp();
});
afterAll(() => smtp.close());
beforeEach(async () => {
  smtp.received.length = 0;
  // One request per client: whatever limits the e-mails below, it is not the per-client limit.
  t = await startTestApp({ smtpUrl: smtp.url, trustProxy: true, rateLimitMax: 1 });
});
afterEach(() => t.close());

/** Signs `email` up from client `n` and waits until whatever it queued has been delivered. */
async function signUpAndDeliver(email: string, n: number): Promise<void> {
  const res = await postJson(t.app, "/api/newsletter", { email }, { "X-Forwarded-For": `198.51.100.${n}` });
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual(THANKS);
  await expect.poll(() => t.queuedMails()).toBe(0);
}

describe("the e-mails a newsletter sign-up sends one address", () => {
  it(`are at most ${MAILS_PER_ADDRESS_PER_DAY} however many clients sign it up: 10 sign-ups from 10 addresses`, async () => {
    for (let n = 1; n <= 10; n += 1) await signUpAndDeliver(VICTIM, n);
    expect(smtp.received.map((mail) => mail.envelopeTo)).toEqual(
      Array.from({ length: MAILS_PER_ADDRESS_PER_DAY }, () => [VICTIM]),
    );
    expect(smtp.received.every((mail) => mail.header("subject")?.startsWith("Please confirm"))).toBe(true);
    expect(t.logs.map((line) => line.mail)).toEqual([
      ...Array.from({ length: MAILS_PER_ADDRESS_PER_DAY }, () => "queued"),
      ...Array.from({ length: 10 - MAILS_PER_ADDRESS_PER_DAY }, () => "limited"),
    ]);
    // Another address is not held back by this one's limit.
    await signUpAndDeliver("other@example.org", 11);
    expect(smtp.received.at(-1)?.envelopeTo).toEqual(["other@example.org"]);
  });

  it("once it is confirmed, tell it it is already subscribed, within the same limit", async () => {
    await signUpAndDeliver(VICTIM, 1);
    await confirmAddress(t.store, VICTIM);
    for (let n = 2; n <= 5; n += 1) await signUpAndDeliver(VICTIM, n);
    const [confirmation, ...notices] = smtp.received;
    expect(confirmation?.header("subject")).toBe(
      "Please confirm your subscription to the Northwind Digital newsletter",
    );
    expect(notices).toHaveLength(MAILS_PER_ADDRESS_PER_DAY - 1);
    for (const notice of notices) {
      expect(notice.envelopeTo).toEqual([VICTIM]);
      expect(notice.header("subject")).toBe("You are already subscribed to the Northwind Digital newsletter");
      expect(notice.text).toContain("It is already subscribed: there is nothing to confirm");
      // No confirmation link: only the link to unsubscribe.
      expect(notice.text.match(/https?:\/\/\S+/g)).toEqual([
        expect.stringMatching(/\/api\/newsletter\/unsubscribe\?token=/),
      ]);
    }
  });
});
