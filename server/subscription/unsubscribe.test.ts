import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { postForm, postJson, startTestApp, type TestApp } from "../../tests/support/server/test-app.ts";
import { startTestSmtp, type TestSmtp } from "../../tests/support/server/test-smtp.ts";
import { signUnsubscribeToken, UNSUBSCRIBE_PATH } from "./unsubscribe-token.ts";

const SECRET = "unsubscribe-test-key-0123456789abcdef";
const ORIGIN = "https://www.example.com";

let smtp: TestSmtp;
let t: TestApp;
let clock: number;

beforeAll(async () => {
  smtp = await startTestSmtp();
});
afterAll(() => smtp.close());
beforeEach(async () => {
  smtp.received.length = 0;
  clock = Date.parse("2026-11-01T10:00:00.000Z");
  t = await startTestApp({
    smtpUrl: smtp.url,
    newsletterSecret: SECRET,
    siteOrigin: ORIGIN,
    now: () => new Date(clock),
  });
});
afterEach(() => t.close());

/** Signs `email` up and answers the List-Unsubscribe header of the e-mail it is sent. */
async function signUp(
  email: string,
): Promise<{ header: string | undefined; post: string | undefined; link: string }> {
  await postJson(t.app, "/api/newsletter", { email });
  await smtp.waitFor(smtp.received.length + 1);
  const mail = smtp.received.at(-1);
  const header = mail?.header("list-unsubscribe");
  return {
    header,
    post: mail?.header("list-unsubscribe-post"),
    link: /<(https:[^>]+)>/.exec(header ?? "")?.[1] ?? "",
  };
}

/** The link's path and query, as this app answers it. */
const local = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

/** What a mail provider's one-click sends (RFC 8058): a POST from its own servers, no cookie, no Origin. */
const oneClick = (link: string) =>
  t.app.request(local(link), {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": "26" },
    body: "List-Unsubscribe=One-Click",
  });

const heading = async (res: Response) => /<h1>([^<]*)<\/h1>/.exec(await res.text())?.[1];
const stateOf = async (email: string) =>
  (await t.store.listSubscriptions()).find((subscription) => subscription.email === email);

describe("the unsubscribe link of a subscriber's e-mail", () => {
  it("is in both List-Unsubscribe headers, a signed https link and a mailto, as a real SMTP server receives them", async () => {
    const { header, post, link } = await signUp("ann@example.org");
    const [id] = (await t.store.listSubscriptions()).map((row) => row.id);
    const token = signUnsubscribeToken({ id: id ?? 0, email: "ann@example.org" }, SECRET);
    expect(header).toBe(
      `<${ORIGIN}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}>, <mailto:projects@example.com?subject=unsubscribe>`,
    );
    expect(post).toBe("List-Unsubscribe=One-Click");
    expect(link).not.toContain("ann");
  });

  it("unsubscribes at once with one POST from a mail provider, keeping the time of the first", async () => {
    const { link } = await signUp("ann@example.org");
    await signUp("bob@example.org");
    const res = await oneClick(link);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await heading(res)).toBe("You are unsubscribed");
    expect(await stateOf("ann@example.org")).toMatchObject({
      state: "unsubscribed",
      unsubscribedAt: "2026-11-01T10:00:00.000Z",
    });
    expect((await stateOf("bob@example.org"))?.state).toBe("pending");
    clock += 60_000;
    expect(await heading(await oneClick(link))).toBe("You are unsubscribed");
    expect((await stateOf("ann@example.org"))?.unsubscribedAt).toBe("2026-11-01T10:00:00.000Z");
    expect(t.logs.at(-1)).toMatchObject({ status: 200, unsubscribe: "unsubscribed" });
  });

  it("opened (GET, as mail scanners do) shows one button and changes nothing; the button unsubscribes", async () => {
    const { link } = await signUp("ann@example.org");
    const page = await t.app.request(local(link));
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html.match(/<button/g)).toHaveLength(1);
    const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1]?.replaceAll("&amp;", "&");
    expect(action).toBe(local(link));
    expect((await stateOf("ann@example.org"))?.state).toBe("pending");

    // The button, from this page: same-origin, with the form's field.
    const res = await postForm(t.app, action ?? "", { "List-Unsubscribe": "One-Click" }, { Referer: link });
    expect(await heading(res)).toBe("You are unsubscribed");
    expect((await stateOf("ann@example.org"))?.state).toBe("unsubscribed");
  });

  it("refuses a link changed in a character, of another address, or of no subscription, alike", async () => {
    const { link } = await signUp("ann@example.org");
    await signUp("bob@example.org");
    const url = new URL(link);
    const token = url.searchParams.get("token") ?? "";
    const [, bob] = await t.store.listSubscriptions();
    const tampered = [
      `${token.slice(0, -1)}${token.endsWith("A") ? "E" : "A"}`,
      `${bob?.id}.${token.split(".")[1]}`,
      signUnsubscribeToken({ id: 999, email: "ann@example.org" }, SECRET),
      signUnsubscribeToken(
        { id: bob?.id ?? 0, email: "bob@example.org" },
        "another-key-0123456789abcdefghijkl",
      ),
      "",
      "x".repeat(5000),
    ];
    for (const bad of tampered) {
      const res = await t.app.request(`${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(bad)}`, {
        method: "POST",
        body: "List-Unsubscribe=One-Click",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
      });
      expect(res.status).toBe(400);
      expect(await heading(res)).toBe("This unsubscribe link is not valid");
    }
    expect((await t.store.listSubscriptions()).map((row) => row.state)).toEqual(["pending", "pending"]);
  });

  it("an address that unsubscribed and signs up again is asked to confirm anew, and keeps its link", async () => {
    const { link } = await signUp("ann@example.org");
    const [ann] = await t.store.listSubscriptions();
    await t.store.confirmSubscription(ann?.id ?? 0, new Date(clock));
    await oneClick(link);
    const again = await signUp("ann@example.org");
    expect(smtp.received.at(-1)?.header("subject")).toBe(
      "Please confirm your subscription to the Northwind Digital newsletter",
    );
    // The same address keeps the same link.
    expect(again.link).toBe(link);
    expect((await stateOf("ann@example.org"))?.state).toBe("pending");
  });
});
