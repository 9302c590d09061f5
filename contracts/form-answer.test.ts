import { describe, expect, it } from "vitest";
import { readFormAnswer } from "./form-answer.ts";

const FALLBACKS = { success: "Thanks by default.", error: "Failed by default." };

describe("readFormAnswer: how the page reads either form's answer", () => {
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
      { success: true, message: "Welcome!", kind: "error" },
      "success",
      "Welcome!",
    ],
    [
      "no kind is green",
      true,
      { success: true, message: "You are subscribed." },
      "success",
      "You are subscribed.",
    ],
    ["no message gives the fallback, green", true, { success: true }, "success", FALLBACKS.success],
    [
      "a blank message gives the fallback",
      true,
      { success: true, message: "  " },
      "success",
      FALLBACKS.success,
    ],
    [
      "a message that is not text gives the fallback",
      true,
      { success: true, message: 7 },
      "success",
      FALLBACKS.success,
    ],
    [
      "success false shows the server's error",
      true,
      { success: false, error: "Bad token" },
      "error",
      "Bad token",
    ],
    ["success false without an error gives the fallback", true, { success: false }, "error", FALLBACKS.error],
    [
      "HTTP not ok is an error even with success true",
      false,
      { success: true, message: "ok" },
      "error",
      FALLBACKS.error,
    ],
    [
      "HTTP not ok shows the server's error",
      false,
      { success: false, error: "Too many requests." },
      "error",
      "Too many requests.",
    ],
    [
      "success must be exactly true",
      true,
      { success: "true", message: "Thank you" },
      "error",
      FALLBACKS.error,
    ],
    [
      "a body without success is no form answer: its error is not shown",
      false,
      { error: "Busy" },
      "error",
      FALLBACKS.error,
    ],
    [
      "a body without success is no form answer: nor its message",
      true,
      { message: "Thank you" },
      "error",
      FALLBACKS.error,
    ],
    ["a body that is not an object is an error", true, "ok", "error", FALLBACKS.error],
    ["null is an error", true, null, "error", FALLBACKS.error],
  ] as const)("%s", (_name, httpOk, body, kind, text) => {
    expect(readFormAnswer(httpOk, body, FALLBACKS)).toEqual({ kind, text });
  });
});
