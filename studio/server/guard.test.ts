import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { admit } from "./guard.ts";

const options = { token: "secret-token", port: 4321 };

function requestWith(url: string, headers: Record<string, string>): IncomingMessage {
  return { url, headers } as unknown as IncomingMessage;
}

describe("the studio's guard", () => {
  it("admits the start link, then the cookie it sets, on the studio's own host", () => {
    expect(admit(requestWith("/_studio/?token=secret-token", { host: "127.0.0.1:4321" }), options)).toEqual({
      ok: true,
      setCookie: true,
    });
    const cookie = { host: "localhost:4321", cookie: "other=1; studio-token-4321=secret-token" };
    expect(admit(requestWith("/services", cookie), options)).toEqual({ ok: true, setCookie: false });
  });

  it("refuses a missing or wrong token, another host, another origin and another site", () => {
    const host = { host: "127.0.0.1:4321" };
    const refused = [
      requestWith("/_studio/", host),
      requestWith("/_studio/?token=secret-toke", host),
      requestWith("/", { ...host, cookie: "studio-token-9999=secret-token" }),
      requestWith("/?token=secret-token", { host: "attacker.example:4321" }),
      requestWith("/?token=secret-token", { host: "127.0.0.1:4322" }),
      requestWith("/?token=secret-token", { ...host, origin: "http://localhost:8080" }),
      requestWith("/?token=secret-token", { ...host, "sec-fetch-site": "same-site" }),
      requestWith("/?token=secret-token", { ...host, "sec-fetch-site": "cross-site" }),
    ];
    for (const request of refused) expect(admit(request, options).ok).toBe(false);
  });
});

describe("the studio's cookie among others of its name", () => {
  it("admits the token's cookie behind cookies of the same name another port of the host set", () => {
    // What Chromium sends after the preview (another port, the same cookie jar) set two with longer paths.
    const tossed = {
      host: "127.0.0.1:4321",
      cookie: "studio-token-4321=x; studio-token-4321=y; studio-token-4321=secret-token",
    };
    expect(admit(requestWith("/_studio/api/tree", tossed), options)).toEqual({ ok: true, setCookie: false });
    const onlyTossed = { host: "127.0.0.1:4321", cookie: "studio-token-4321=x; studio-token-4321=y" };
    expect(admit(requestWith("/_studio/api/tree", onlyTossed), options).ok).toBe(false);
  });
});
