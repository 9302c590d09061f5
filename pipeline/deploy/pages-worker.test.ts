import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { FORMS_NOT_CONNECTED, SAVE_FAILED } from "../../contracts/form-messages.ts";
import { freePort } from "../../scripts/support/server-process.ts";
import { type PagesEnv, pagesWorker } from "./pages-worker.ts";

/**
 * The Worker's proxy, run in Node against a real HTTP server that records what it receives; the
 * whole Worker runs in Cloudflare's runtime in tests/e2e/cloudflare-pages.test.ts.
 */

interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

const SECURITY = { "X-Frame-Options": "DENY", "Content-Security-Policy": "default-src 'self'" };
const worker = pagesWorker({ securityHeaders: SECURITY, notFound: {} });

let api: Server;
let apiOrigin: string;
const received: Received[] = [];

beforeAll(async () => {
  api = createServer((request, response) => {
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => {
      body += chunk;
    });
    request.on("end", () => {
      received.push({ method: request.method ?? "", url: request.url ?? "", headers: request.headers, body });
      if (request.url?.startsWith("/api/newsletter?form")) {
        response.writeHead(303, {
          Location: "/about?newsletter=pending#newsletter",
          "Cache-Control": "no-store",
        });
        response.end();
        return;
      }
      response.writeHead(201, { "Content-Type": "application/json", "X-Frame-Options": "SAMEORIGIN" });
      response.end('{"success":true}');
    });
  });
  await new Promise<void>((listening) => api.listen(0, "127.0.0.1", listening));
  apiOrigin = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((closed) => api.close(() => closed())));

/** A Pages project's environment; ASSETS is never reached by an /api request. */
const env = (API_ORIGIN?: string): PagesEnv => ({
  ...(API_ORIGIN === undefined ? {} : { API_ORIGIN }),
  ASSETS: {
    fetch: () => {
      throw new Error("an /api request reached the files");
    },
  },
});

const lastReceived = () => received.at(-1);

describe("the Pages Worker's proxy to API_ORIGIN", () => {
  it("sends the method, path, query, headers and body, and the visitor's address from CF-Connecting-IP only", async () => {
    const answer = await worker.fetch(
      new Request("https://www.example.test/api/contact?via=test", {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          Origin: "https://www.example.test",
          "CF-Connecting-IP": "203.0.113.7",
          "CF-Ray": "abc123",
          "X-Forwarded-For": "198.51.100.9",
        },
        body: '{"email":"ann@example.com"}',
      }),
      env(apiOrigin),
    );
    expect(answer.status).toBe(201);
    expect(lastReceived()).toMatchObject({
      method: "POST",
      url: "/api/contact?via=test",
      body: '{"email":"ann@example.com"}',
      headers: {
        "content-type": "application/json",
        origin: "https://www.example.test",
        "x-forwarded-for": "203.0.113.7",
        "x-forwarded-proto": "https",
        host: new URL(apiOrigin).host,
      },
    });
    expect(Object.keys(lastReceived()?.headers ?? {}).filter((name) => name.startsWith("cf-"))).toEqual([]);
  });

  it("sends no X-Forwarded-For at all when Cloudflare named no visitor", async () => {
    await worker.fetch(
      new Request("https://www.example.test/api/newsletter", {
        headers: { "X-Forwarded-For": "198.51.100.9" },
      }),
      env(apiOrigin),
    );
    expect(lastReceived()?.method).toBe("GET");
    expect(lastReceived()?.headers["x-forwarded-for"]).toBeUndefined();
  });

  it("passes the answer on as the API server gave it: status, headers, body, a redirect not followed", async () => {
    const created = await worker.fetch(
      new Request("https://www.example.test/api/contact", { method: "POST", body: "{}" }),
      env(apiOrigin),
    );
    expect(created.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(await created.text()).toBe('{"success":true}');
    const redirect = await worker.fetch(
      new Request("https://www.example.test/api/newsletter?form", { method: "POST", body: "email=a%40b.c" }),
      env(apiOrigin),
    );
    expect(redirect.status).toBe(303);
    expect(redirect.headers.get("location")).toBe("/about?newsletter=pending#newsletter");
  });
});

describe("the Pages Worker without an API server", () => {
  it.each([
    ["unset", undefined, "API_ORIGIN is not set in the Pages project's variables"],
    ["blank", " ", "API_ORIGIN is not set in the Pages project's variables"],
    ["a URL with a path", "https://api.example.com/api", "API_ORIGIN must be the API server's origin"],
  ])(
    "answers 503 with a form answer when API_ORIGIN is %s, and says why in the log",
    async (_case, origin, why) => {
      const logged = vi.spyOn(console, "error").mockImplementation(() => {});
      try {
        const answer = await worker.fetch(
          new Request("https://www.example.test/api/contact", { method: "POST", body: "{}" }),
          env(origin),
        );
        expect(answer.status).toBe(503);
        expect(answer.headers.get("content-type")).toBe("application/json");
        expect(answer.headers.get("x-frame-options")).toBe("DENY");
        expect(await answer.json()).toEqual({ success: false, error: FORMS_NOT_CONNECTED });
        expect(String(logged.mock.calls[0]?.[0])).toContain(why);
      } finally {
        logged.mockRestore();
      }
    },
  );

  it("answers 502 and 'try again' when the API server does not answer", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const nobody = `http://127.0.0.1:${await freePort()}`;
      const answer = await worker.fetch(
        new Request("https://www.example.test/api/newsletter", { method: "POST", body: "{}" }),
        env(nobody),
      );
      expect(answer.status).toBe(502);
      expect(answer.headers.get("retry-after")).toBe("30");
      expect(await answer.json()).toEqual({ success: false, error: SAVE_FAILED });
      expect(String(logged.mock.calls[0]?.[0])).toContain(
        `The API server at ${nobody} did not answer POST /api/newsletter`,
      );
    } finally {
      logged.mockRestore();
    }
  });
});
