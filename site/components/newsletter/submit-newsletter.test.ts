import { describe, expect, it } from "vitest";
import { DEFAULT_ERROR, DEFAULT_SUCCESS, messageFor, submitNewsletter } from "./submit-newsletter";

describe("messageFor", () => {
  it.each([
    [
      "a success message is green",
      true,
      { success: true, message: "Thank you, Ann!", kind: "success" },
      "success",
      "Thank you, Ann!",
    ],
    [
      "any accepted answer is green, whatever kind it names",
      true,
      { success: true, message: "You are already subscribed.", kind: "info" },
      "success",
      "You are already subscribed.",
    ],
    [
      "no kind is green",
      true,
      { success: true, message: "You are already subscribed." },
      "success",
      "You are already subscribed.",
    ],
    [
      "an unknown kind is green, never red",
      true,
      { success: true, message: "Welcome!", kind: "error" },
      "success",
      "Welcome!",
    ],
    ["no message gives the default, green", true, { success: true }, "success", DEFAULT_SUCCESS],
    ["an empty message gives the default", true, { success: true, message: "" }, "success", DEFAULT_SUCCESS],
    [
      "success false shows the server error",
      true,
      { success: false, error: "Invalid email." },
      "error",
      "Invalid email.",
    ],
    ["success false without an error gives the default", true, { success: false }, "error", DEFAULT_ERROR],
    [
      "HTTP not ok is an error even with success true",
      false,
      { success: true, message: "Thank you" },
      "error",
      DEFAULT_ERROR,
    ],
    [
      "HTTP not ok shows the server error",
      false,
      { success: false, error: "Too many requests." },
      "error",
      "Too many requests.",
    ],
    ["a body without success is an error", true, { message: "Thank you" }, "error", DEFAULT_ERROR],
    ["success must be exactly true", true, { success: "true", message: "Thank you" }, "error", DEFAULT_ERROR],
    ["a non-object body is an error", true, "ok", "error", DEFAULT_ERROR],
    ["null is an error", true, null, "error", DEFAULT_ERROR],
  ])("%s", (_name, ok, body, kind, text) => {
    expect(messageFor(ok, body)).toEqual({ kind, text });
  });
});

describe("submitNewsletter", () => {
  it("posts the address as JSON and reads the answer", async () => {
    const calls: [RequestInfo | URL, RequestInit | undefined][] = [];
    const fake: typeof fetch = async (url, init) => {
      calls.push([url, init]);
      return Response.json({ success: true, message: "Thank you!", kind: "success" });
    };
    expect(await submitNewsletter({ email: "a@example.com" }, fake)).toEqual({
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

  it("gives the default error for a network failure", async () => {
    const fake: typeof fetch = async () => {
      throw new TypeError("Failed to fetch");
    };
    expect(await submitNewsletter({ email: "a@example.com" }, fake)).toEqual({
      kind: "error",
      text: DEFAULT_ERROR,
    });
  });

  it("gives the default error for a body that is not JSON", async () => {
    const fake: typeof fetch = async () => new Response("<h1>Bad Gateway</h1>", { status: 502 });
    expect(await submitNewsletter({ email: "a@example.com" }, fake)).toEqual({
      kind: "error",
      text: DEFAULT_ERROR,
    });
  });
});
