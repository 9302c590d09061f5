import { afterEach, describe, expect, it } from "vitest";
import { CONTACT_THANKS } from "../../contracts/contact-messages.ts";
import {
  CROSS_SITE,
  NOT_JSON_OR_FORM_TYPE,
  NOT_JSON_TYPE,
  TOO_LARGE,
  TOO_MANY,
} from "../../contracts/form-messages.ts";
import { NEWSLETTER_OUTCOMES } from "../../contracts/newsletter-outcomes.ts";
import { postJson, startTestApp, type TestApp } from "../../tests/support/server/test-app.ts";
import { MAX_BODY_BYTES } from "./guards.ts";

const ENQUIRY = {
  firstName: "Ann",
  lastName: "Lee",
  email: "ann@example.com",
  description: "A new booking system.",
  turnstileToken: "token-1",
};
/** Media types neither route takes. */
const OTHER_TYPES = [
  ["text/plain", "text/plain"],
  ["multipart", "multipart/form-data; boundary=x"],
  ["a JSON look-alike", "application/json-patch+json"],
  ["a form-encoded look-alike", "application/x-www-form-urlencoded-x"],
  ["empty", ""],
] as const;
/** Each route, a body it accepts, its thanks, the media types it refuses and what it then says. */
const ROUTES = [
  [
    "/api/contact",
    ENQUIRY,
    CONTACT_THANKS,
    [...OTHER_TYPES, ["form-encoded", "application/x-www-form-urlencoded"]],
    NOT_JSON_TYPE,
  ],
  [
    "/api/newsletter",
    { email: "ann@example.com" },
    NEWSLETTER_OUTCOMES.pending.text,
    OTHER_TYPES,
    NOT_JSON_OR_FORM_TYPE,
  ],
] as const;

let t: TestApp;
afterEach(() => t.close());

async function expectNothingStored(): Promise<void> {
  expect(await t.store.listEnquiries()).toEqual([]);
  expect(await t.store.listSubscriptions()).toEqual([]);
  expect(t.standIn.calls).toEqual([]);
}

async function expectRefused(res: Response, status: number, error: string): Promise<void> {
  expect(res.status).toBe(status);
  expect(res.headers.get("content-type")).toMatch(/^application\/json/);
  expect(await res.json()).toEqual({ success: false, error });
  await expectNothingStored();
}

describe.each(ROUTES)("%s", (path, body, thanks, refusedTypes, wrongType) => {
  describe("content type", () => {
    it.each(refusedTypes)("%s → 415", async (_name, type) => {
      t = await startTestApp();
      await expectRefused(await postJson(t.app, path, body, { "Content-Type": type }), 415, wrongType);
      expect(t.logs[0]).toMatchObject({ status: 415, refused: "content-type" });
    });

    it("no Content-Type at all → 415", async () => {
      t = await startTestApp();
      const res = await t.app.request(path, { method: "POST", body: new Blob([JSON.stringify(body)]) });
      await expectRefused(res, 415, wrongType);
    });
  });

  describe("size", () => {
    const oversize = JSON.stringify({ ...body, padding: "x".repeat(MAX_BODY_BYTES) });

    it("a body over 32 KB → 413", async () => {
      t = await startTestApp();
      await expectRefused(await postJson(t.app, path, oversize), 413, TOO_LARGE);
      expect(t.logs[0]).toMatchObject({ status: 413, refused: "too-large" });
    });

    it("a body over 32 KB announced by its Content-Length → 413", async () => {
      t = await startTestApp();
      const res = await postJson(t.app, path, oversize, { "Content-Length": String(oversize.length) });
      await expectRefused(res, 413, TOO_LARGE);
    });

    it("a body of exactly 32 KB passes the size check (and is then judged on its fields)", async () => {
      t = await startTestApp();
      const json = JSON.stringify(body);
      const padded = `${json.slice(0, -1)}${" ".repeat(MAX_BODY_BYTES - json.length)}}`;
      expect(Buffer.byteLength(padded)).toBe(MAX_BODY_BYTES);
      const res = await postJson(t.app, path, padded);
      expect(await res.json()).toEqual({ success: true, message: thanks, kind: "success" });
    });
  });

  describe("cross-site requests", () => {
    it.each([
      ["Sec-Fetch-Site: cross-site", { "Sec-Fetch-Site": "cross-site" }],
      ["Sec-Fetch-Site: same-site", { "Sec-Fetch-Site": "same-site" }],
      ["cross-site even with our own Origin", { "Sec-Fetch-Site": "cross-site", Origin: "http://localhost" }],
      ["another Origin", { Origin: "https://evil.example" }],
      ["our host on another scheme", { Origin: "https://localhost" }],
      ["our host on another port", { Origin: "http://localhost:8080" }],
      ["Origin: null", { Origin: "null" }],
      ["Origin: null from another site's page", { Origin: "null", Referer: "https://evil.example/page" }],
      ["Origin: null from our host on another port", { Origin: "null", Referer: "http://localhost:8080/" }],
      ["Origin: null with a Referer that is no URL", { Origin: "null", Referer: "localhost" }],
      ["no Origin from another site's page", { Referer: "https://evil.example/page" }],
    ])("%s → 403", async (_name, headers) => {
      t = await startTestApp();
      await expectRefused(await postJson(t.app, path, body, headers), 403, CROSS_SITE);
      expect(t.logs[0]).toMatchObject({ status: 403, refused: "cross-site" });
    });

    it.each([
      ["Sec-Fetch-Site: same-origin", { "Sec-Fetch-Site": "same-origin" }],
      ["Sec-Fetch-Site: none", { "Sec-Fetch-Site": "none" }],
      ["the request's own Origin", { Origin: "http://localhost" }],
      ["neither header", {}],
      // A page whose referrer policy hides its origin from other sites (the confirmation page's).
      ["Origin: null from our own page", { Origin: "null", Referer: "http://localhost/about?x=1" }],
      ["no Origin from our own page", { Referer: "http://localhost/" }],
    ])("%s → allowed", async (_name, headers) => {
      t = await startTestApp();
      const res = await postJson(t.app, path, body, headers);
      expect(await res.json()).toEqual({ success: true, message: thanks, kind: "success" });
    });

    it("with SITE_ORIGIN set, only that Origin is the site's own", async () => {
      t = await startTestApp({ siteOrigin: "https://www.example.com" });
      const own = await postJson(t.app, path, body, { Origin: "https://www.example.com" });
      expect(own.status).toBe(200);
      const local = await postJson(
        t.app,
        path,
        { ...body, turnstileToken: "token-2" },
        {
          Origin: "http://localhost",
        },
      );
      expect(local.status).toBe(403);
      expect(await local.json()).toEqual({ success: false, error: CROSS_SITE });
    });
  });

  describe("rate limit", () => {
    const from = (address: string) => ({ "X-Forwarded-For": address });
    const nth = (n: number) =>
      "turnstileToken" in body ? { ...body, turnstileToken: `token-${n}` } : { email: `ann${n}@example.com` };

    it("answers 429 with Retry-After past the limit, stores nothing more, and lets another client through", async () => {
      t = await startTestApp({ trustProxy: true, rateLimitMax: 2 });
      for (const n of [1, 2])
        expect((await postJson(t.app, path, nth(n), from("203.0.113.7"))).status).toBe(200);
      const stored = (await t.store.listEnquiries()).length + (await t.store.listSubscriptions()).length;
      const calls = t.standIn.calls.length;

      const limited = await postJson(t.app, path, nth(3), from("203.0.113.7"));
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(limited.headers.get("x-content-type-options")).toBe("nosniff");
      expect(await limited.json()).toEqual({ success: false, error: TOO_MANY });
      expect((await t.store.listEnquiries()).length + (await t.store.listSubscriptions()).length).toBe(
        stored,
      );
      expect(t.standIn.calls).toHaveLength(calls);
      expect(t.logs.at(-1)).toMatchObject({ status: 429, refused: "rate-limit" });

      const other = await postJson(t.app, path, nth(4), from("198.51.100.9"));
      expect(await other.json()).toEqual({ success: true, message: thanks, kind: "success" });
    });

    it("counts an IPv6 client by its /64 network, an IPv4 one by its address, however written", async () => {
      t = await startTestApp({ trustProxy: true, rateLimitMax: 1 });
      const status = async (n: number, address: string) =>
        (await postJson(t.app, path, nth(n), from(address))).status;
      expect(await status(1, "2001:db8:1:2::1")).toBe(200);
      // One subscriber line has the whole /64: each of its addresses is the same client.
      expect(await status(2, "2001:db8:1:2:ffff:ffff:ffff:fffe")).toBe(429);
      expect(await status(3, "2001:0db8:0001:0002:0000:0000:0000:0009")).toBe(429);
      expect(await status(4, "2001:db8:1:3::1")).toBe(200);
      expect(await status(5, "203.0.113.7")).toBe(200);
      expect(await status(6, "::ffff:203.0.113.7")).toBe(429);
      expect(await status(7, "203.0.113.8")).toBe(200);
    });

    it("counts the address the proxy appended, not the ones the client claimed", async () => {
      t = await startTestApp({ trustProxy: true, rateLimitMax: 1 });
      expect((await postJson(t.app, path, nth(1), from("10.0.0.1, 203.0.113.7"))).status).toBe(200);
      const spoofed = await postJson(t.app, path, nth(2), from("10.0.0.2, 203.0.113.7"));
      expect(spoofed.status).toBe(429);
    });
  });
});

describe("rate limits are per route", () => {
  it("a client limited on one form can still use the other", async () => {
    t = await startTestApp({ trustProxy: true, rateLimitMax: 1 });
    const client = { "X-Forwarded-For": "203.0.113.7" };
    expect((await postJson(t.app, "/api/newsletter", { email: "a@example.com" }, client)).status).toBe(200);
    expect((await postJson(t.app, "/api/newsletter", { email: "b@example.com" }, client)).status).toBe(429);
    expect((await postJson(t.app, "/api/contact", ENQUIRY, client)).status).toBe(200);
  });
});
