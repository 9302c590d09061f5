import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync } from "node:zlib";
import type { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NEWSLETTER_OUTCOMES, type NewsletterOutcome } from "../../contracts/newsletter-outcomes.ts";
import { createTestSite, TEST_SETTINGS, type TestSite } from "../../scripts/support/test-site.ts";
import { confirmAddress, postForm, startTestApp, type TestApp } from "../../tests/support/server/test-app.ts";
import { createApp } from "../app.ts";
import type { AppEnv } from "../log.ts";
import { withNewsletterMessage } from "./outcome-page.ts";

const REVALIDATE = "public, max-age=0, must-revalidate";

/** A page as React prerenders it: the status element's attributes in any order, empty. */
const HOME = [
  '<!doctype html><html><body><main><section id="newsletter"><form method="post" action="/api/newsletter">',
  '<input name="email"><p id="_R_1_" role="status" data-newsletter-message="" class="mt-3 text-sm"></p>',
  '</form></section><p class="other">home page</p><script type="module" src="/assets/app-abc123.js"></script>',
  "</main></body></html>",
].join("");
/** The marker first, text already in the element, a comment React left. */
const CONTACT =
  '<!doctype html><p data-newsletter-message="" role="status" data-kind="success">Old<!-- --> text</p><p>contact</p>';
const TWO_MARKERS =
  '<!doctype html><p data-newsletter-message=""></p><p role="status" data-newsletter-message=""></p>';

let site: TestSite;
let app: Hono<AppEnv>;

beforeAll(() => {
  site = createTestSite();
  // The build's precompressed sibling of the home page, to show it is not used for an outcome.
  writeFileSync(join(site.clientDir, "index.html"), HOME);
  writeFileSync(join(site.clientDir, "index.html.br"), brotliCompressSync(HOME));
  writeFileSync(join(site.clientDir, "index.html.gz"), "stale");
  writeFileSync(join(site.clientDir, "about/index.html"), CONTACT);
  writeFileSync(join(site.clientDir, "projects/index.html"), TWO_MARKERS);
  app = createApp({
    clientDir: site.clientDir,
    notFoundPages: TEST_SETTINGS.notFoundPages,
    log: () => {},
    logError: () => {},
  });
});
afterAll(() => site.remove());

function statusElement(html: string): string | undefined {
  return /<p[^>]*data-newsletter-message=""[^>]*>[^<]*<\/p>/.exec(html)?.[0];
}

describe("GET <page>?newsletter=<outcome>", () => {
  it.each(Object.entries(NEWSLETTER_OUTCOMES))(
    "%s: the page with the message and its kind, never cached",
    async (code, { kind, text }) => {
      const res = await app.request(`/?newsletter=${code}`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
      expect(res.headers.get("cache-control")).toBe("no-store");
      const html = await res.text();
      expect(statusElement(html)).toBe(
        `<p id="_R_1_" role="status" data-newsletter-message="" data-kind="${kind}" class="mt-3 text-sm">${text}</p>`,
      );
      expect(html.replace(statusElement(html) ?? "", "")).toBe(HOME.replace(statusElement(HOME) ?? "", ""));
    },
  );

  it("is not served precompressed, even when the browser accepts it", async () => {
    const res = await app.request("/?newsletter=subscribed", {
      headers: { "Accept-Encoding": "gzip, deflate, br" },
    });
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(await res.text()).toContain(NEWSLETTER_OUTCOMES.subscribed.text);
  });

  it("replaces text and kind already in the element, whatever the attribute order", async () => {
    const res = await app.request("/about?newsletter=invalid");
    const html = await res.text();
    expect(html).toBe(
      `<!doctype html><p data-newsletter-message="" data-kind="error" role="status">${NEWSLETTER_OUTCOMES.invalid.text}</p><p>contact</p>`,
    );
  });

  it("answers HEAD with the same headers and no body", async () => {
    const res = await app.request("/?newsletter=busy", { method: "HEAD" });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(await res.text()).toBe("");
  });

  it("keeps the security headers", async () => {
    const res = await app.request("/?newsletter=subscribed");
    expect(res.headers.get("content-security-policy")).toBeTruthy();
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  });
});

describe("served as the static file it is", () => {
  async function expectStatic(path: string, headers: Record<string, string> = {}) {
    const res = await app.request(path, { headers });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe(REVALIDATE);
    return res;
  }

  it.each(["nonsense", "", "Subscribed", "toString", "__proto__", "constructor"])(
    "an unknown outcome %j",
    async (code) => {
      const res = await expectStatic(`/?newsletter=${code}`);
      expect(await res.text()).toBe(HOME);
    },
  );

  it("an unknown outcome, precompressed as usual", async () => {
    const res = await expectStatic("/?newsletter=nonsense", { "Accept-Encoding": "br" });
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(HOME);
  });

  it("a page without the status element", async () => {
    const res = await expectStatic("/projects/better-that?newsletter=subscribed");
    expect(await res.text()).toBe("<!doctype html><p>project better-that</p>");
  });

  it("a page with two status elements (which one would it be?)", async () => {
    const res = await expectStatic("/projects?newsletter=subscribed");
    expect(await res.text()).toBe(TWO_MARKERS);
  });

  it("a page without the parameter", async () => {
    const res = await expectStatic("/");
    expect(await res.text()).toBe(HOME);
  });

  it.each(["/nope?newsletter=subscribed", "/projects/_not-found?newsletter=subscribed"])(
    "%s is not found",
    async (path) => {
      const res = await app.request(path);
      expect(res.status).toBe(404);
      expect(res.headers.get("cache-control")).toBe("no-store");
    },
  );

  it("a path with a trailing slash is redirected first, with its query", async () => {
    const res = await app.request("/about/?newsletter=subscribed");
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toMatch(/\/about\?newsletter=subscribed$/);
  });
});

describe("withNewsletterMessage", () => {
  it("escapes the text", () => {
    expect(
      withNewsletterMessage('<p data-newsletter-message=""></p>', {
        kind: "error",
        text: `<b>"Tom" & 'Jerry'</b>`,
      }),
    ).toBe(
      '<p data-newsletter-message="" data-kind="error">&lt;b&gt;&quot;Tom&quot; &amp; &#39;Jerry&#39;&lt;/b&gt;</p>',
    );
  });

  it.each([
    ["no element", "<p>hello</p>"],
    ["the marker on another element", '<div data-newsletter-message=""></div>'],
    ["the marker with a value", '<p data-newsletter-message="x"></p>'],
    ["a look-alike attribute", '<p x-data-newsletter-message=""></p>'],
    ["an element inside the status element", '<p data-newsletter-message=""><span>a</span></p>'],
    ["two elements", TWO_MARKERS],
  ])("leaves a page with %s alone", (_name, html) => {
    expect(withNewsletterMessage(html, NEWSLETTER_OUTCOMES.subscribed)).toBeUndefined();
  });
});

describe("without JavaScript, from the form to the message", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    writeFileSync(join(t.site.clientDir, "about/index.html"), HOME);
  });
  afterAll(() => t.close());

  it.each<[string, boolean, NewsletterOutcome]>([
    ["ann@example.com", false, "pending"],
    ["ann@example.com", true, "pending"],
    ["not an address", false, "invalid"],
  ])("%s (confirmed: %s) → %s, shown on the page it was sent from", async (email, confirmed, outcome) => {
    if (confirmed) await confirmAddress(t.store, email);
    const post = await postForm(t.app, "/api/newsletter", { email, website: "", returnTo: "/about" });
    const location = post.headers.get("location") ?? "";
    const page = await t.app.request(new URL(location, "http://localhost").href);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(statusElement(html)).toContain(`data-kind="${NEWSLETTER_OUTCOMES[outcome].kind}"`);
    expect(statusElement(html)).toContain(`>${NEWSLETTER_OUTCOMES[outcome].text}</p>`);
    expect(html).not.toContain(email);
  });
});
