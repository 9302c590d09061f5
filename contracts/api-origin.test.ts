import { describe, expect, it } from "vitest";
import { parseApiOrigin } from "./api-origin.ts";

describe("API_ORIGIN", () => {
  it.each([undefined, "", "  "])("is unset when it is %j", (raw) => {
    expect(parseApiOrigin(raw)).toEqual({ kind: "unset" });
  });

  it.each([
    ["https://api.example.com", "https://api.example.com"],
    ["https://api.example.com/", "https://api.example.com"],
    [" http://127.0.0.1:3000 ", "http://127.0.0.1:3000"],
    ["https://API.Example.com:443", "https://api.example.com"],
  ])("reads %j as the origin %s", (raw, origin) => {
    expect(parseApiOrigin(raw)).toEqual({ kind: "origin", origin });
  });

  it.each([
    ["api.example.com", '"api.example.com" is not a URL'],
    ["ftp://api.example.com", '"ftp://api.example.com" is not http or https'],
    ["https://api.example.com/api", 'scheme, host and port only, no path: "https://api.example.com/api"'],
    ["https://api.example.com?x=1", "no path"],
    ["https://api.example.com#top", "no path"],
    ["https://api.example.com/?", "no path"],
  ])("refuses %j, saying why", (raw, why) => {
    const result = parseApiOrigin(raw);
    expect(result.kind).toBe("invalid");
    expect(result.kind === "invalid" && result.problem).toContain(
      "API_ORIGIN must be the API server's origin, like https://api.example.com (",
    );
    expect(result.kind === "invalid" && result.problem).toContain(why);
  });

  it("refuses a user name or password without repeating it", () => {
    const result = parseApiOrigin("https://admin:s3cret@api.example.com");
    expect(result).toEqual({
      kind: "invalid",
      problem:
        "API_ORIGIN must be the API server's origin, like https://api.example.com (no user name or password; the value is not shown).",
    });
  });
});
