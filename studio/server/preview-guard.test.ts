import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { admitPreview } from "./preview-guard.ts";

const options = { token: "preview-secret", port: 5555 };

function requestWith(url: string, headers: Record<string, string>): IncomingMessage {
  return { url, headers } as unknown as IncomingMessage;
}

describe("the preview's guard", () => {
  it("takes its credential from the frame's first URL, sends it to the URL without it, then admits its cookie", () => {
    expect(
      admitPreview(
        requestWith("/services?x=1&preview-token=preview-secret", { host: "127.0.0.1:5555" }),
        options,
      ),
    ).toEqual({ ok: true, withToken: true, location: "/services?x=1" });
    const cookie = {
      host: "localhost:5555",
      cookie: "studio-token-4321=other; studio-preview-5555=preview-secret",
    };
    expect(admitPreview(requestWith("/services", cookie), options)).toEqual({ ok: true, withToken: false });
  });

  it("refuses the studio's own token, another host, another origin and another site", () => {
    const studioCookie = { host: "127.0.0.1:5555", cookie: "studio-token-4321=preview-secret" };
    expect(admitPreview(requestWith("/", studioCookie), options).ok).toBe(false);
    const cookie = "studio-preview-5555=preview-secret";
    const refused: Record<string, string>[] = [
      { host: "evil.example:5555", cookie },
      { host: "127.0.0.1:5555", cookie, origin: "http://127.0.0.1:4321" },
      { host: "127.0.0.1:5555", cookie, "sec-fetch-site": "cross-site" },
      { host: "127.0.0.1:5555", cookie: "studio-preview-5555=wrong" },
    ];
    for (const headers of refused)
      expect(admitPreview(requestWith("/", headers), options).ok, JSON.stringify(headers)).toBe(false);
  });

  it("admits its cookie behind cookies of the same name another port of the host set", () => {
    const tossed = {
      host: "127.0.0.1:5555",
      cookie: "studio-preview-5555=x; studio-preview-5555=preview-secret",
    };
    expect(admitPreview(requestWith("/services", tossed), options)).toEqual({ ok: true, withToken: false });
  });
});
