import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NOT_FOUND_CACHE, REDIRECT_CACHE, REVALIDATE } from "../../contracts/cache-rules.ts";
import { CDN_FOLDERS } from "../../contracts/deploy-files.ts";
import { type SiteverifyStandIn, startSiteverifyStandIn } from "../../scripts/support/siteverify-stand-in.ts";
import { SAMPLE_ENQUIRY } from "../../scripts/support/test-site.ts";
import type { RunningServer } from "../../server/main.ts";
import { storedLeads, uniqueAddress } from "../support/leads.ts";
import { builtDist } from "../support/paths.ts";
import { builtRoutes } from "../support/route-table.ts";
import {
  type BuiltFiles,
  compared,
  findBuiltFiles,
  newsletterSignUp,
  pageTitle,
  type RequestRow,
  SECURITY_HEADERS,
  SERVER_NAME,
  SITE_ORIGIN,
  sharedRows,
  startProxiedNodeServer,
} from "../support/server/host-comparison.ts";
import { type RawAnswer, type RawRequestOptions, rawRequest } from "../support/server/raw-request.ts";
import { type RunningPagesDev, startPagesDev } from "../support/server/wrangler.ts";

/**
 * dist/cloudflare, the folder the build writes for Cloudflare Pages, in Cloudflare's own runtime
 * (`wrangler pages dev`: workerd, Cloudflare's handling of the files and rule files, the folder's
 * Pages Worker), with API_ORIGIN pointing at the Node server on the same build, run as it runs
 * behind a CDN. For each request of the table both answer with the same status, Location, security
 * and cache headers and Content-Type, but where the table below says how and why Cloudflare differs;
 * the forms posted through Cloudflare reach the Node server's store.
 */

/**
 * The headers compared: every security header, caching, where a redirect goes, the type, and the
 * CORS header Cloudflare adds to every file unless `_headers` removes it.
 */
const COMPARED = [
  ...SECURITY_HEADERS,
  "cache-control",
  "location",
  "content-type",
  "access-control-allow-origin",
];

/**
 * Headers Cloudflare may send that the Node server does not: the body's framing, a validator on
 * the immutable files (the server sends none where nothing is revalidated), and wrangler's marker
 * of local development.
 */
const HOST_HEADERS = new Set(["transfer-encoding", "etag", "x-server-env"]);

/** Cloudflare's 301 from `_redirects` carries a line of text naming the target (its type as read). */
const REDIRECT_TEXT = { "content-type": "text/plain; charset=utf-8" };

/**
 * Where Cloudflare answers otherwise than the Node server, by row, and why (docs/operations.md
 * lists them for operators).
 */
const CLOUDFLARE_DIFFERS: Record<string, Record<string, unknown>> = {
  "a trailing slash": REDIRECT_TEXT,
  "a trailing slash with a query": REDIRECT_TEXT,
  "a trailing slash under a foreign Host": REDIRECT_TEXT,
  "a trailing slash on a listing page": REDIRECT_TEXT,
  "a trailing slash on a project": REDIRECT_TEXT,
  // `_redirects` names the routes; Cloudflare answers any other path without a file at once.
  "an unknown page with a trailing slash": {
    status: 404,
    location: undefined,
    "cache-control": NOT_FOUND_CACHE,
    "content-type": "text/html; charset=utf-8",
  },
  // Cloudflare refuses the method with an empty body.
  "a form posted to a page": { "content-type": undefined },
  // The outcome is written into the page by the server; Cloudflare serves the page as built.
  "a page showing a sign-up's outcome (no JavaScript)": { "cache-control": REVALIDATE },
};

/**
 * A Content-Type as a browser reads it: JavaScript's obsolete alias as `text/javascript` (RFC
 * 9239), and without a UTF-8 charset where UTF-8 is the type's own default (JavaScript, XML, SVG).
 */
function contentTypeAsRead(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const [essence = "", ...parameters] = value
    .toLowerCase()
    .split(";")
    .map((part) => part.trim());
  const type = essence === "application/javascript" ? "text/javascript" : essence;
  const utf8ByDefault = /^(?:text\/javascript|application\/(?:.+\+)?xml|image\/svg\+xml)$/.test(type);
  const kept = parameters.filter((parameter) => !(utf8ByDefault && parameter === "charset=utf-8"));
  return [type, ...kept].join("; ");
}

function comparedAsRead(answer: RawAnswer): Record<string, unknown> {
  const headers = compared(answer, COMPARED);
  return { ...headers, "content-type": contentTypeAsRead(headers["content-type"]) };
}

let standIn: SiteverifyStandIn;
let dataDir: string;
let node: RunningServer;
let pages: RunningPagesDev;
let files: BuiltFiles;
const folder = () => join(builtDist(), CDN_FOLDERS.cloudflare);

beforeAll(async () => {
  files = findBuiltFiles(join(builtDist(), "client"));
  standIn = await startSiteverifyStandIn();
  dataDir = mkdtempSync(join(tmpdir(), "pages-e2e-data-"));
  node = await startProxiedNodeServer(builtDist(), dataDir, standIn);
  // workerd is heavy: one for the whole file.
  pages = await startPagesDev(folder(), { API_ORIGIN: node.url });
}, 120_000);

afterAll(async () => {
  await pages?.close();
  await node?.close();
  await standIn?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** The same request to the Node server and to Cloudflare's runtime. */
async function both(path: string, options: RawRequestOptions = {}): Promise<[RawAnswer, RawAnswer]> {
  const headers = { Host: SERVER_NAME, ...options.headers };
  const viaNode = await rawRequest(`${node.url}${path}`, { ...options, headers });
  const viaPages = await rawRequest(`${pages.url}${path}`, { ...options, headers });
  return [viaNode, viaPages];
}

const TABLE: RequestRow[] = [
  ...sharedRows(() => files),
  // Not in the shared table: nginx adds its revalidation rule to its 405.
  {
    name: "a form posted to a page",
    path: () => "/about",
    options: () => ({
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "x=1",
    }),
    status: 405,
  },
];

describe("Cloudflare Pages answers as the Node server does", () => {
  it.each(TABLE)("$name", async ({ name, path, options, status, cacheControl }) => {
    const [viaNode, viaPages] = await both(path(), options?.());
    expect(viaNode.status).toBe(status);
    const differs = CLOUDFLARE_DIFFERS[name] ?? {};
    expect(comparedAsRead(viaPages)).toEqual({ ...comparedAsRead(viaNode), ...differs });
    if (cacheControl && !("cache-control" in differs))
      expect(viaPages.headers["cache-control"]).toBe(cacheControl());
    const added = Object.keys(viaPages.headers).filter(
      (header) => !(header in viaNode.headers) && !HOST_HEADERS.has(header) && !(header in differs),
    );
    expect(added, "headers the Node server does not send").toEqual([]);
  });

  it("lists every difference it allows in the table", () => {
    const names = new Set(TABLE.map((row) => row.name));
    expect(Object.keys(CLOUDFLARE_DIFFERS).filter((name) => !names.has(name))).toEqual([]);
  });
});

describe("the pages of the route table", () => {
  it("answer at their canonical URL with 200, and redirect once from the trailing slash to it", async () => {
    expect(builtRoutes.length).toBeGreaterThan(30);
    const wrong: string[] = [];
    for (const route of builtRoutes) {
      const page = await rawRequest(`${pages.url}${route}`);
      if (page.status !== 200) wrong.push(`${route}: ${page.status} ${page.headers.location ?? ""}`);
      if (route === "/") continue;
      const slash = await rawRequest(`${pages.url}${route}/`);
      if (
        slash.status !== 301 ||
        slash.headers.location !== route ||
        slash.headers["cache-control"] !== REDIRECT_CACHE
      ) {
        wrong.push(
          `${route}/: ${slash.status} ${slash.headers.location ?? ""} ${slash.headers["cache-control"] ?? ""}`,
        );
      }
    }
    expect(wrong).toEqual([]);
  });

  it("answer an unknown page, an unknown project and the not-found pages' own addresses with their not-found page", async () => {
    for (const [path, title] of [
      ["/no/such/page", "Page Not Found"],
      ["/404", "Page Not Found"],
      ["/_worker.js", "Page Not Found"],
      ["/projects/no-such-project", "Project Not Found"],
      ["/projects/404", "Project Not Found"],
      ["/projects/_not-found", "Project Not Found"],
    ] as const) {
      const [viaNode, viaPages] = await both(path);
      expect(viaPages.status, path).toBe(404);
      expect(pageTitle(viaPages), path).toContain(title);
      expect(pageTitle(viaPages), path).toBe(pageTitle(viaNode));
      expect(viaPages.headers["cache-control"], path).toBe(NOT_FOUND_CACHE);
    }
  });
});

describe("the forms, posted through Cloudflare's Worker to the API server", () => {
  it("sign a reader up for the newsletter, kept in the store", async () => {
    const email = uniqueAddress("reader");
    const answer = await rawRequest(`${pages.url}/api/newsletter`, newsletterSignUp(email));
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ success: true });
    const { subscriptions } = await storedLeads(dataDir);
    expect(subscriptions.map((row) => row.email)).toContain(email);
  });

  it("send a sign-up without JavaScript back to its page with 303, not followed", async () => {
    const email = uniqueAddress("no-script");
    const answer = await rawRequest(`${pages.url}/api/newsletter`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: SITE_ORIGIN },
      body: new URLSearchParams({ email, returnTo: "/about" }).toString(),
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe("/about?newsletter=pending#newsletter");
    expect((await storedLeads(dataDir)).subscriptions.map((row) => row.email)).toContain(email);
  });

  it("send a contact enquiry, kept in the store, with the visitor's address as Cloudflare saw it", async () => {
    const VISITOR = "203.0.113.7";
    const email = uniqueAddress("ann.lee");
    const calls = standIn.calls.length;
    const answer = await rawRequest(`${pages.url}/api/contact`, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Origin: SITE_ORIGIN,
        // Cloudflare's edge sets CF-Connecting-IP to the visitor's address (wrangler passes on
        // the one sent here); what a visitor claims in X-Forwarded-For is dropped.
        "CF-Connecting-IP": VISITOR,
        "X-Forwarded-For": "198.51.100.9",
      },
      body: JSON.stringify({ ...SAMPLE_ENQUIRY, email, turnstileToken: `hostname:${SERVER_NAME}` }),
    });
    expect(answer.status, answer.body).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ success: true });
    const { enquiries } = await storedLeads(dataDir);
    expect(enquiries.find((row) => row.email === email)).toMatchObject({ ...SAMPLE_ENQUIRY, email });
    // The API server trusts its proxy on loopback and took the visitor from X-Forwarded-For.
    expect(standIn.calls.slice(calls).map((call) => call.remoteip)).toEqual([VISITOR]);
  });
});
