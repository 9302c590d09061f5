import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CROSS_SITE } from "../../contracts/form-messages.ts";
import {
  confirmAddress,
  emailOfLength,
  postForm,
  postJson,
  startTestApp,
  type TestApp,
} from "../../tests/support/server/test-app.ts";
import { MAX_BODY_BYTES } from "../forms/guards.ts";
import { outcomeLocation, safeReturnTo } from "./form-post.ts";

const PATH = "/api/newsletter";
/** A sign-up from the home page. */
const SIGN_UP = { email: "ann@example.com", returnTo: "/" };

let t: TestApp;
beforeEach(async () => {
  t = await startTestApp();
});
afterEach(() => t.close());

/** A 303 back to `location`, never cached, with no body and nothing the visitor typed in it. */
async function expectRedirect(res: Response, location: string, typed: string[] = []): Promise<void> {
  expect(res.status).toBe(303);
  expect(res.headers.get("location")).toBe(location);
  expect(res.headers.get("cache-control")).toBe("no-store");
  expect(await res.text()).toBe("");
  for (const text of typed) {
    expect(location).not.toContain(text);
    expect(location).not.toContain(encodeURIComponent(text));
  }
  expect(location).not.toMatch(/@|%40/);
}

async function storedEmails(): Promise<string[]> {
  return (await t.store.listSubscriptions()).map((row) => row.email);
}

describe("a newsletter form post (no JavaScript) is answered with 303 back to its page", () => {
  it("a new address: stored trimmed, back as 'pending', one log line saying so", async () => {
    const res = await postForm(t.app, PATH, { email: "  ann@example.com ", website: "", returnTo: "/" });
    await expectRedirect(res, "/?newsletter=pending#newsletter", ["ann@example.com"]);
    expect(await storedEmails()).toEqual(["ann@example.com"]);
    expect(t.logs).toHaveLength(1);
    expect(t.logs[0]).toMatchObject({ path: PATH, status: 303, subscription: "new", answer: "redirect" });
  });

  it("goes back to the page the form is on", async () => {
    const res = await postForm(t.app, PATH, { email: "ann@example.com", returnTo: "/projects/better-that" });
    await expectRedirect(res, "/projects/better-that?newsletter=pending#newsletter");
  });

  it("an address already confirmed, in any case: 'pending' as any sign-up, so nobody learns it is subscribed; stored once", async () => {
    await postForm(t.app, PATH, { email: "Ann@Example.com", returnTo: "/" });
    await confirmAddress(t.store, "Ann@Example.com");
    const res = await postForm(t.app, PATH, { email: "aNN@example.COM", returnTo: "/about" });
    await expectRedirect(res, "/about?newsletter=pending#newsletter", ["aNN@example.COM"]);
    expect(await storedEmails()).toHaveLength(1);
    expect(t.logs[1]).toMatchObject({ status: 303, subscription: "confirmed", answer: "redirect" });
  });

  it("an address the JSON form subscribed is 'pending' for the plain form, and the other way round", async () => {
    await postJson(t.app, PATH, { email: "ann@example.com" });
    await expectRedirect(await postForm(t.app, PATH, SIGN_UP), "/?newsletter=pending#newsletter");
    await confirmAddress(t.store, "ann@example.com");
    await expectRedirect(await postForm(t.app, PATH, SIGN_UP), "/?newsletter=pending#newsletter");
    await postForm(t.app, PATH, { email: "bo@example.com", returnTo: "/" });
    expect(await (await postJson(t.app, PATH, { email: "bo@example.com" })).json()).toMatchObject({
      success: true,
    });
    expect(await storedEmails()).toHaveLength(2);
  });

  it("a charset parameter on the content type", async () => {
    const res = await postForm(t.app, PATH, SIGN_UP, {
      "Content-Type": "application/x-www-form-urlencoded; charset=UTF-8",
    });
    await expectRedirect(res, "/?newsletter=pending#newsletter");
  });

  it("takes only email, website and returnTo: other fields are ignored", async () => {
    const res = await postForm(t.app, PATH, { ...SIGN_UP, name: "Ann" });
    await expectRedirect(res, "/?newsletter=pending#newsletter");
    expect(await storedEmails()).toEqual(["ann@example.com"]);
  });

  it.each([
    ["empty", ""],
    ["blank", "   "],
  ])("an %s honeypot is not filled in: the address is stored", async (_name, website) => {
    const res = await postForm(t.app, PATH, { ...SIGN_UP, website });
    await expectRedirect(res, "/?newsletter=pending#newsletter");
    expect(await storedEmails()).toEqual(["ann@example.com"]);
  });

  it("a filled-in honeypot: 'pending', kept aside as spam, so said in the log", async () => {
    const res = await postForm(t.app, PATH, {
      email: "bot@example.com",
      website: "http://spam.example",
      returnTo: "/",
    });
    await expectRedirect(res, "/?newsletter=pending#newsletter", ["bot@example.com"]);
    expect(await storedEmails()).toEqual([]);
    expect((await t.store.listSubscriptions({ spam: true })).map((row) => row.email)).toEqual([
      "bot@example.com",
    ]);
    expect(t.logs[0]).toMatchObject({ status: 303, spam: "honeypot", answer: "redirect" });
  });

  it.each<[string, Record<string, string>]>([
    ["no email field", { returnTo: "/" }],
    ["an empty address", { email: "", returnTo: "/" }],
    ["a blank address", { email: "   ", returnTo: "/" }],
    ["no @", { email: "ann.example.com", returnTo: "/" }],
    ["two @", { email: "ann@b@example.com", returnTo: "/" }],
    ["255 characters", { email: emailOfLength(255), returnTo: "/" }],
    ["a Bcc header injection", { email: "a@b.com\r\nBcc: x@y.com", returnTo: "/" }],
    ["a honeypot over its limit", { email: "ann@example.com", website: "x".repeat(201), returnTo: "/" }],
  ])("%s: 'invalid', nothing stored", async (_name, fields) => {
    const res = await postForm(t.app, PATH, fields);
    await expectRedirect(res, "/?newsletter=invalid#newsletter", fields.email?.trim() ? [fields.email] : []);
    expect(await storedEmails()).toEqual([]);
    expect(t.logs[0]).toMatchObject({ status: 303, refused: "invalid", answer: "redirect" });
  });

  it("a closed store: 'failed', the error in the log", async () => {
    await t.store.close();
    const res = await postForm(t.app, PATH, { email: "ann@example.com", returnTo: "/about" });
    await expectRedirect(res, "/about?newsletter=failed#newsletter");
    expect(t.logs[0]).toMatchObject({ status: 303, refused: "store", answer: "redirect" });
    expect(String(t.logs[0]?.error)).toMatch(/not open/i);
  });

  it("a body over 32 KB cannot be read: 'invalid', back to /", async () => {
    const res = await postForm(t.app, PATH, {
      email: "ann@example.com",
      returnTo: "/about",
      padding: "x".repeat(MAX_BODY_BYTES),
    });
    await expectRedirect(res, "/?newsletter=invalid#newsletter");
    expect(await storedEmails()).toEqual([]);
    expect(t.logs[0]).toMatchObject({ status: 303, refused: "too-large", answer: "redirect" });
  });

  it("from another website: 403, as for JSON", async () => {
    const res = await postForm(t.app, PATH, SIGN_UP, { "Sec-Fetch-Site": "cross-site" });
    expect(res.status).toBe(403);
    expect(res.headers.get("location")).toBeNull();
    expect(await res.json()).toEqual({ success: false, error: CROSS_SITE });
    expect(await storedEmails()).toEqual([]);
  });
});

describe("a newsletter form post over the rate limit", () => {
  const client = { "X-Forwarded-For": "203.0.113.7" };

  beforeEach(async () => {
    await t.close();
    t = await startTestApp({ trustProxy: true, rateLimitMax: 1 });
    await postForm(t.app, PATH, SIGN_UP, client);
  });

  it("goes back to its page as 'busy', storing nothing more", async () => {
    const res = await postForm(t.app, PATH, { email: "bo@example.com", returnTo: "/about" }, client);
    await expectRedirect(res, "/about?newsletter=busy#newsletter", ["bo@example.com"]);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await storedEmails()).toEqual(["ann@example.com"]);
    expect(t.logs.at(-1)).toMatchObject({ status: 303, refused: "rate-limit", answer: "redirect" });
  });

  it("goes back to / when its length is not declared, or over the size limit", async () => {
    const fields = new URLSearchParams({ email: "bo@example.com", returnTo: "/about" }).toString();
    const undeclared = await t.app.request(PATH, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...client },
      body: fields,
    });
    await expectRedirect(undeclared, "/?newsletter=busy#newsletter");
    const huge = await postForm(
      t.app,
      PATH,
      { returnTo: "/about", padding: "x".repeat(MAX_BODY_BYTES) },
      client,
    );
    await expectRedirect(huge, "/?newsletter=busy#newsletter");
  });

  it("a JSON request still gets the JSON 429", async () => {
    const res = await postJson(t.app, PATH, { email: "bo@example.com" }, client);
    expect(res.status).toBe(429);
    expect(((await res.json()) as { success: boolean }).success).toBe(false);
  });
});

describe("returnTo", () => {
  it.each(["/", "/about", "/projects/better-that", "/blog/a_post-2", `/${"a".repeat(199)}`])(
    "%s is a page of this site",
    (path) => {
      expect(safeReturnTo(path)).toBe(path);
    },
  );

  it.each([
    ["missing", null],
    ["empty", ""],
    ["protocol-relative", "//evil.example"],
    ["protocol-relative with a path", "//evil.example/"],
    ["an absolute URL", "https://evil.example/"],
    ["a scheme", "javascript:alert(1)"],
    ["a backslash", "/\\evil"],
    ["a query", "/a?b"],
    ["a fragment", "/a#b"],
    ["a dot segment", "/../about"],
    ["a file", "/index.html"],
    ["a trailing slash", "/about/"],
    ["a double slash inside", "/a//b"],
    ["an encoded character", "/a%2fb"],
    ["a space", "/a b"],
    ["a line break", "/a\r\nLocation: https://evil.example"],
    ["non-ASCII", "/über"],
    ["relative", "about"],
    ["very long", `/${"a".repeat(200)}`],
    ["the not-found page", "/projects/_not-found"],
  ])("%s falls back to /", async (_name, returnTo) => {
    expect(safeReturnTo(returnTo)).toBe("/");
    const fields: Record<string, string> = { email: "ann@example.com" };
    if (returnTo !== null) fields.returnTo = returnTo;
    await expectRedirect(await postForm(t.app, PATH, fields), "/?newsletter=pending#newsletter");
  });

  it("the location carries only the page, the outcome and the section", () => {
    expect(outcomeLocation("/about", "invalid")).toBe("/about?newsletter=invalid#newsletter");
    expect(outcomeLocation("//evil.example", "invalid")).toBe("/?newsletter=invalid#newsletter");
  });
});
