import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { NEWSLETTER_OUTCOMES } from "../../contracts/newsletter-outcomes.ts";
import { postForm, postJson, startTestApp, type TestApp } from "../../tests/support/server/test-app.ts";
import { startTestSmtp, type TestSmtp } from "../../tests/support/server/test-smtp.ts";
import { CONFIRMATION_LINK_MS, signConfirmationToken } from "./confirmation-token.ts";

const SECRET = "confirmation-test-key-0123456789abcdef";
const ORIGIN = "https://www.example.com";
const CONFIRM = "/api/newsletter/confirm";
const DAY = 24 * 60 * 60 * 1000;

let smtp: TestSmtp;
let t: TestApp;
/** The app's clock: tests move it instead of waiting. */
let clock: number;

beforeAll(async () => {
  smtp = await startTestSmtp();
});
afterAll(() => smtp.close());
beforeEach(async () => {
  smtp.received.length = 0;
  clock = Date.now();
  t = await startTestApp({
    smtpUrl: smtp.url,
    newsletterSecret: SECRET,
    siteOrigin: ORIGIN,
    now: () => new Date(clock),
  });
});
afterEach(() => t.close());

/** Signs `email` up and returns the token of the confirmation e-mail number `mailNumber` (1-based). */
async function signUp(email: string, mailNumber = smtp.received.length + 1): Promise<string> {
  const res = await postJson(t.app, "/api/newsletter", { email });
  expect(await res.json()).toEqual({
    success: true,
    message: NEWSLETTER_OUTCOMES.pending.text,
    kind: "success",
  });
  await smtp.waitFor(mailNumber);
  const mail = smtp.received[mailNumber - 1];
  const link = /https:\/\/\S+/.exec(mail?.text ?? "")?.[0] ?? "";
  const url = new URL(link);
  expect(`${url.origin}${url.pathname}`).toBe(`${ORIGIN}${CONFIRM}`);
  return url.searchParams.get("token") ?? "";
}

const open = (token: string) => t.app.request(`${CONFIRM}?token=${encodeURIComponent(token)}`);
const confirm = (token: string) => postForm(t.app, CONFIRM, { token });
const stateOf = async (email: string) =>
  (await t.store.listSubscriptions()).find((subscription) => subscription.email === email);
const heading = async (res: Response) => /<h1>([^<]*)<\/h1>/.exec(await res.text())?.[1];

describe("a newsletter sign-up", () => {
  it("sends the subscriber exactly one confirmation e-mail whose link, opened and confirmed, confirms", async () => {
    const token = await signUp("ann@example.org");
    const [mail] = smtp.received;
    expect(mail?.envelopeTo).toEqual(["ann@example.org"]);
    expect(mail?.header("subject")).toBe(
      "Please confirm your subscription to the Northwind Digital newsletter",
    );
    expect(mail?.text).toContain("The link works for 7 days.");
    expect(await stateOf("ann@example.org")).toMatchObject({ state: "pending", confirmedAt: null });

    // Opening the link (what a mail scanner does too) only shows the button.
    const page = await open(token);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    expect(page.headers.get("cache-control")).toBe("no-store");
    const html = await page.text();
    // The token is in the page's URL: the page tells no other site about it, and this site only
    // with the button's POST, which it shows to come from this page.
    expect(html).toContain('<meta name="referrer" content="same-origin">');
    expect(
      html.match(/<(a|link) [^>]*>/g)?.filter((tag) => !tag.includes('referrerpolicy="no-referrer"')),
    ).toEqual([]);
    expect(html).toContain("<h1>Confirm your subscription</h1>");
    expect(html).toMatch(/<form method="post" action="\/api\/newsletter\/confirm">/);
    expect(html).toContain(`name="token" value="${token}"`);
    expect(await stateOf("ann@example.org")).toMatchObject({ state: "pending" });

    clock += DAY;
    const done = await confirm(token);
    expect(done.status).toBe(200);
    expect(await heading(done)).toBe("Your subscription is confirmed");
    expect(await stateOf("ann@example.org")).toMatchObject({
      state: "confirmed",
      confirmedAt: new Date(clock).toISOString(),
    });
    await expect.poll(async () => (await t.store.outboxSummary()).sent).toBe(1);
    expect(await t.store.outboxSummary()).toMatchObject({ sent: 1, queued: 0 });
    expect(smtp.received).toHaveLength(1);
    expect(t.logs.at(-1)).toMatchObject({ path: CONFIRM, status: 200, confirmation: "confirmed" });
  });

  it("confirmed twice is still confirmed, keeping the first time; the link then says so at once", async () => {
    const token = await signUp("ann@example.org");
    await confirm(token);
    const first = await stateOf("ann@example.org");
    clock += 60_000;
    const again = await confirm(token);
    expect(again.status).toBe(200);
    expect(await heading(again)).toBe("Your subscription is confirmed");
    expect(await heading(await open(token))).toBe("Your subscription is confirmed");
    expect(await stateOf("ann@example.org")).toEqual(first);
  });

  it("again while pending sends the confirmation again; once confirmed, is thanked as any sign-up and e-mailed that it is subscribed", async () => {
    await signUp("ann@example.org");
    // While the first is still queued or being sent, signing up again adds no second one.
    await expect.poll(async () => (await t.store.outboxSummary()).sent).toBe(1);
    const second = await signUp("ANN@example.org");
    expect(smtp.received.map((mail) => mail.envelopeTo)).toEqual([["ann@example.org"], ["ann@example.org"]]);
    await confirm(second);
    const res = await postJson(t.app, "/api/newsletter", { email: "ann@example.org" });
    expect(await res.json()).toEqual({
      success: true,
      message: NEWSLETTER_OUTCOMES.pending.text,
      kind: "success",
    });
    expect(await t.store.listSubscriptions()).toHaveLength(1);
    await smtp.waitFor(3);
    expect(smtp.received[2]?.header("subject")).toBe(
      "You are already subscribed to the Northwind Digital newsletter",
    );
    expect(smtp.received[2]?.text).not.toContain(CONFIRM);
    await expect.poll(async () => (await t.store.outboxSummary()).sent).toBe(3);
    expect(await t.store.outboxSummary()).toMatchObject({ sent: 3, queued: 0 });
  });

  it("by a bot (honeypot) is answered as any sign-up, and nobody is e-mailed", async () => {
    const res = await postJson(t.app, "/api/newsletter", { email: "bot@example.org", website: "x" });
    expect(await res.json()).toMatchObject({ success: true, message: NEWSLETTER_OUTCOMES.pending.text });
    expect(await t.store.outboxSummary()).toMatchObject({ sent: 0, queued: 0 });
  });
});

describe("the confirmation link is refused with a 400 page saying to sign up again", () => {
  async function expectRefused(token: string, title: string): Promise<void> {
    for (const res of [await open(token), await confirm(token)]) {
      expect(res.status).toBe(400);
      const html = await res.text();
      expect(html).toContain(`<h1>${title}</h1>`);
      expect(html).toContain(
        '<a href="/#newsletter" referrerpolicy="no-referrer">Sign up again on our website</a>',
      );
    }
  }

  it("when it expired (7 days after it was sent), and the address stays pending", async () => {
    const token = await signUp("ann@example.org");
    clock += CONFIRMATION_LINK_MS - 60_000;
    expect(await heading(await open(token))).toBe("Confirm your subscription");
    clock += 60_000;
    await expectRefused(token, "This confirmation link has expired");
    expect(await stateOf("ann@example.org")).toMatchObject({ state: "pending" });
  });

  it.each([
    ["a changed signature", (token: string) => token.replace(/.$/, (c) => (c === "A" ? "B" : "A"))],
    [
      "a later expiry",
      (token: string) => token.replace(/\.(\d+)\./, (_, s: string) => `.${Number(s) + DAY}.`),
    ],
    ["a leading zero in its expiry", (token: string) => token.replace(/\.(\d+)\./, ".0$1.")],
    ["a cut-off end", (token: string) => token.slice(0, -5)],
    ["nothing", () => ""],
    ["garbage", () => "<script>alert(1)</script>"],
  ])("when it was tampered with: %s", async (_, tamper) => {
    const token = await signUp("ann@example.org");
    await expectRefused(tamper(token), "This confirmation link is not valid");
    expect(await stateOf("ann@example.org")).toMatchObject({ state: "pending" });
  });

  it("for another address: another subscription's id, or signed with another key", async () => {
    const annToken = await signUp("ann@example.org");
    await signUp("bob@example.org");
    const bob = await stateOf("bob@example.org");
    const bobId = bob?.id ?? 0;
    await expectRefused(annToken.replace(/^\d+\./, `${bobId}.`), "This confirmation link is not valid");
    const expires = new Date(clock + DAY);
    await expectRefused(
      signConfirmationToken({ id: bobId, email: "ann@example.org" }, expires, SECRET),
      "This confirmation link is not valid",
    );
    await expectRefused(
      signConfirmationToken(
        { id: bobId, email: "bob@example.org" },
        expires,
        "another-key-of-at-least-32-characters",
      ),
      "This confirmation link is not valid",
    );
    expect((await t.store.listSubscriptions()).map((s) => s.state)).toEqual(["pending", "pending"]);
  });

  it("the same way for an id nobody has as for a bad signature: nothing tells whether it exists", async () => {
    const token = await signUp("ann@example.org");
    const nobody = signConfirmationToken(
      { id: 999, email: "ann@example.org" },
      new Date(clock + DAY),
      SECRET,
    );
    const tampered = token.replace(/.$/, (c) => (c === "A" ? "B" : "A"));
    expect(await (await open(nobody)).text()).toBe(await (await open(tampered)).text());
  });
});

describe("POST /api/newsletter/confirm", () => {
  it("is rate-limited per client: past the limit a 429 page says to wait, confirming nothing", async () => {
    const limited = await startTestApp({ rateLimitMax: 1, newsletterSecret: SECRET });
    try {
      await postJson(limited.app, "/api/newsletter", { email: "ann@example.org" });
      const [ann] = await limited.store.listSubscriptions();
      const token = signConfirmationToken(ann ?? { id: 0, email: "" }, new Date(Date.now() + DAY), SECRET);
      expect((await postForm(limited.app, CONFIRM, { token: "x" })).status).toBe(400);
      const refused = await postForm(limited.app, CONFIRM, { token });
      expect(refused.status).toBe(429);
      expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
      expect(await heading(refused)).toBe("Too many requests");
      expect((await limited.store.listSubscriptions())[0]?.state).toBe("pending");
    } finally {
      await limited.close();
    }
  });

  it("from a browser that sends no Sec-Fetch-Site: confirms from our page (Origin null, our Referer), not from another site's", async () => {
    const token = await signUp("ann@example.org");
    const fromPage = (referer: string | undefined) =>
      postForm(t.app, CONFIRM, { token }, { Origin: "null", ...(referer ? { Referer: referer } : {}) });
    for (const referer of [undefined, "https://evil.example/confirm", `http://www.example.com${CONFIRM}`]) {
      const refused = await fromPage(referer);
      expect(refused.status).toBe(403);
      expect(await stateOf("ann@example.org")).toMatchObject({ state: "pending" });
    }
    const ours = await fromPage(`${ORIGIN}${CONFIRM}?token=${encodeURIComponent(token)}`);
    expect(ours.status).toBe(200);
    expect(await heading(ours)).toBe("Your subscription is confirmed");
    expect(await stateOf("ann@example.org")).toMatchObject({ state: "confirmed" });
  });

  it("refuses another website's form (403) and a JSON body (415), confirming nothing", async () => {
    const token = await signUp("ann@example.org");
    const crossSite = await postForm(t.app, CONFIRM, { token }, { "Sec-Fetch-Site": "cross-site" });
    expect(crossSite.status).toBe(403);
    const json = await postJson(t.app, CONFIRM, { token });
    expect(json.status).toBe(415);
    expect(await stateOf("ann@example.org")).toMatchObject({ state: "pending" });
  });
});
