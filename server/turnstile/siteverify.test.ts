import { afterEach, describe, expect, it } from "vitest";
import {
  CAPTCHA_MISSING,
  CONTACT_THANKS,
  VERIFY_AGAIN,
  VERIFY_OTHER_SITE,
  VERIFY_REFUSED,
  VERIFY_UNAVAILABLE,
} from "../../contracts/contact-messages.ts";
import { TEST_TURNSTILE_SECRET } from "../../contracts/turnstile-test-keys.ts";
import { freePort } from "../../scripts/support/server-process.ts";
import {
  type SiteverifyStandIn,
  type StandInAnswer,
  startSiteverifyStandIn,
} from "../../scripts/support/siteverify-stand-in.ts";
import {
  postJson,
  startTestApp,
  type TestApp,
  type TestAppOptions,
} from "../../tests/support/server/test-app.ts";
import { type SiteverifyOptions, verifyToken } from "./siteverify.ts";

const REAL_SECRET = "0x4AAAAAAA-our-real-secret";

/** An address where nothing listens: a port that was just free. */
async function closedPortUrl(): Promise<string> {
  return `http://127.0.0.1:${await freePort()}/turnstile/v0/siteverify`;
}

describe("verifyToken", () => {
  let standIn: SiteverifyStandIn;
  afterEach(() => standIn.close());

  async function verify(
    token: string,
    options: Partial<SiteverifyOptions> & { answer?: StandInAnswer } = {},
    remoteIp?: string,
  ) {
    const { answer, ...rest } = options;
    standIn = await startSiteverifyStandIn(answer ? () => answer : undefined);
    return verifyToken(token, remoteIp, {
      secret: REAL_SECRET,
      url: standIn.url,
      hostnames: ["www.example.com"],
      ...rest,
    });
  }

  it("posts the secret, the token and the visitor's address", async () => {
    await verify("hostname:www.example.com", {}, "203.0.113.7");
    expect(standIn.calls).toEqual([
      { secret: REAL_SECRET, response: "hostname:www.example.com", remoteip: "203.0.113.7" },
    ]);
  });

  it("leaves remoteip out when the address is unknown", async () => {
    await verify("hostname:www.example.com");
    expect(standIn.calls[0]?.remoteip).toBeUndefined();
  });

  it.each([
    ["our host name", "hostname:www.example.com", REAL_SECRET, { outcome: "passed" }],
    ["our host name in capitals", "hostname:WWW.Example.COM", REAL_SECRET, { outcome: "passed" }],
    [
      "another host name",
      "hostname:evil.example",
      REAL_SECRET,
      { outcome: "refused", codes: ["hostname-mismatch"] },
    ],
    [
      "example.com with a real secret",
      "any",
      REAL_SECRET,
      { outcome: "refused", codes: ["hostname-mismatch"] },
    ],
    ["example.com with the test secret", "any", TEST_TURNSTILE_SECRET, { outcome: "passed" }],
    [
      "another host with the test secret",
      "hostname:evil.example",
      TEST_TURNSTILE_SECRET,
      { outcome: "refused" },
    ],
  ])("a token issued on %s", async (_name, token, secret, verdict) => {
    expect(await verify(token, { secret })).toMatchObject(verdict);
  });

  it.each(["missing-input-response", "invalid-input-response", "timeout-or-duplicate", "bad-request"])(
    "%s is the visitor's problem: refused with that code",
    async (code) => {
      expect(await verify(`error:${code}`)).toEqual({ outcome: "refused", codes: [code] });
    },
  );

  it.each(["internal-error", "missing-input-secret", "invalid-input-secret"])(
    "%s is ours or Cloudflare's: unavailable",
    async (code) => {
      expect(await verify(`error:${code}`)).toMatchObject({
        outcome: "unavailable",
        reason: expect.stringContaining(code),
      });
    },
  );

  it.each<[string, StandInAnswer, string]>([
    ["success without a host name", { json: { success: true } }, "refused"],
    ["success as a string", { json: { success: "true", hostname: "www.example.com" } }, "refused"],
    ["a failure without codes", { json: { success: false } }, "refused"],
    ["an HTML page", { text: "<html>Bad gateway</html>" }, "unavailable"],
    ["JSON null", { json: null }, "unavailable"],
    ["a JSON string", { json: "ok" }, "unavailable"],
  ])("an answer with %s → %s", async (_name, answer, outcome) => {
    expect(await verify("hostname:www.example.com", { answer })).toMatchObject({ outcome });
  });

  it("an endpoint that does not answer → unavailable after timeoutMs", async () => {
    const started = performance.now();
    const verdict = await verify("t", { answer: { hang: true }, timeoutMs: 200 });
    expect(verdict.outcome).toBe("unavailable");
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it("without a secret → unavailable, and siteverify is not asked", async () => {
    expect(await verify("hostname:www.example.com", { secret: undefined })).toEqual({
      outcome: "unavailable",
      reason: expect.stringContaining("TURNSTILE_SECRET_KEY"),
    });
    expect(standIn.calls).toEqual([]);
  });

  it("an endpoint where nothing listens → unavailable", async () => {
    expect(await verify("t", { url: await closedPortUrl() })).toMatchObject({ outcome: "unavailable" });
  });
});

describe("POST /api/contact and siteverify", () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  const enquiry = (turnstileToken: string) => ({
    firstName: "Ann",
    lastName: "Lee",
    email: "ann@example.com",
    description: "A booking system.",
    turnstileToken,
  });

  async function submit(token: string, options: TestAppOptions = {}) {
    t = await startTestApp(options);
    const res = await postJson(t.app, "/api/contact", enquiry(token));
    return { status: res.status, headers: res.headers, body: await res.json(), t };
  }

  async function expectNothingStored(app: TestApp): Promise<void> {
    expect(await app.store.listEnquiries()).toEqual([]);
    expect(await app.queuedMails()).toBe(0);
  }

  it.each([
    ["missing-input-response", CAPTCHA_MISSING],
    ["invalid-input-response", VERIFY_REFUSED],
    ["timeout-or-duplicate", VERIFY_AGAIN],
    ["bad-request", VERIFY_REFUSED],
  ])("%s → 400 with its message, nothing stored", async (code, message) => {
    const { status, body, t } = await submit(`error:${code}`);
    expect(status).toBe(400);
    expect(body).toEqual({ success: false, error: message });
    expect(t.standIn.calls).toHaveLength(1);
    await expectNothingStored(t);
    expect(t.logs[0]).toMatchObject({ status: 400, refused: "token", codes: [code] });
  });

  it("a spent or expired token asks the visitor to verify again", async () => {
    const { body } = await submit("error:timeout-or-duplicate");
    expect(body.error).toMatch(/verify again/i);
  });

  it("a token issued on another site → 400, nothing stored", async () => {
    const { status, body, t } = await submit("hostname:evil.example");
    expect(status).toBe(400);
    expect(body).toEqual({ success: false, error: VERIFY_OTHER_SITE });
    await expectNothingStored(t);
  });

  it.each<[string, string, TestAppOptions | (() => Promise<TestAppOptions>)]>([
    ["internal-error", "error:internal-error", {}],
    ["missing-input-secret", "error:missing-input-secret", {}],
    ["invalid-input-secret", "error:invalid-input-secret", {}],
    ["an answer that is not JSON", "t", { answer: () => ({ text: "<html>502</html>" }) }],
    ["a hanging endpoint", "t", { answer: () => ({ hang: true }), verifyTimeoutMs: 200 }],
    ["an unreachable endpoint", "t", async () => ({ verifyUrl: await closedPortUrl() })],
  ])("%s → 503 with a retry message, nothing stored", async (_name, token, options) => {
    const { status, headers, body, t } = await submit(
      token,
      typeof options === "function" ? await options() : options,
    );
    expect(status).toBe(503);
    expect(headers.get("retry-after")).toBe("30");
    expect(body).toEqual({ success: false, error: VERIFY_UNAVAILABLE });
    expect(body.error).toMatch(/try again/i);
    await expectNothingStored(t);
    expect(t.logs[0]).toMatchObject({
      status: 503,
      refused: "siteverify-unavailable",
      reason: expect.any(String),
    });
  });

  it("sends the client address behind a trusted proxy", async () => {
    const { status, t } = await submit("ok", { trustProxy: true });
    expect(status).toBe(200);
    const res = await postJson(t.app, "/api/contact", enquiry("ok-2"), { "X-Forwarded-For": "203.0.113.7" });
    expect(res.status).toBe(200);
    expect(t.standIn.calls.map((call) => call.remoteip)).toEqual([undefined, "203.0.113.7"]);
  });

  describe("with a real secret, only the site's own host name passes", () => {
    it.each([
      ["the request's host", "hostname:localhost", {}, 200],
      ["example.com", "any", {}, 400],
      ["SITE_ORIGIN's host", "hostname:www.example.com", { siteOrigin: "https://www.example.com" }, 200],
      [
        "the request's host when SITE_ORIGIN is set",
        "hostname:localhost",
        { siteOrigin: "https://www.example.com" },
        400,
      ],
    ])("%s → %i", async (_name, token, options, status) => {
      const result = await submit(token, { secret: REAL_SECRET, ...options });
      expect(result.status).toBe(status);
      if (status === 200)
        expect(result.body).toEqual({ success: true, message: CONTACT_THANKS, kind: "success" });
      else expect(result.body).toEqual({ success: false, error: VERIFY_OTHER_SITE });
      expect(await result.t.store.listEnquiries()).toHaveLength(status === 200 ? 1 : 0);
    });
  });
});
