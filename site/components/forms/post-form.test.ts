import { describe, expect, it } from "vitest";
import { postForm } from "./post-form";

const FALLBACKS = { success: "Thanks by default.", error: "Failed by default." };

describe("postForm", () => {
  it("posts the body as JSON to the route and reads the answer", async () => {
    const calls: [RequestInfo | URL, RequestInit | undefined][] = [];
    const fake: typeof fetch = async (url, init) => {
      calls.push([url, init]);
      return Response.json({ success: true, message: "Thank you!", kind: "success" });
    };
    expect(await postForm("/api/newsletter", { email: "a@example.com" }, FALLBACKS, fake)).toEqual({
      kind: "success",
      text: "Thank you!",
    });
    expect(calls).toEqual([
      [
        "/api/newsletter",
        {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ email: "a@example.com" }),
        },
      ],
    ]);
  });

  it("reads a refusal with its HTTP status", async () => {
    const fake: typeof fetch = async () => Response.json({ success: false, error: "Busy." }, { status: 429 });
    expect(await postForm("/api/contact", {}, FALLBACKS, fake)).toEqual({ kind: "error", text: "Busy." });
  });

  it("gives the fallback error for a network failure", async () => {
    const fake: typeof fetch = async () => {
      throw new TypeError("Failed to fetch");
    };
    expect(await postForm("/api/contact", {}, FALLBACKS, fake)).toEqual({
      kind: "error",
      text: FALLBACKS.error,
    });
  });

  it("gives the fallback error for a body that is not JSON", async () => {
    const fake: typeof fetch = async () => new Response("<h1>Bad Gateway</h1>", { status: 502 });
    expect(await postForm("/api/contact", {}, FALLBACKS, fake)).toEqual({
      kind: "error",
      text: FALLBACKS.error,
    });
  });
});
