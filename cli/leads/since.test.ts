import { describe, expect, it } from "vitest";
import { UsageError } from "../errors.ts";
import { parseSince } from "./since.ts";

describe("parseSince", () => {
  it("reads a day as the start of that day in UTC", () => {
    expect(parseSince("2026-11-01")).toBe("2026-11-01T00:00:00.000Z");
    expect(parseSince(" 2024-02-29 ")).toBe("2024-02-29T00:00:00.000Z");
  });

  it("reads ISO timestamps, with or without an offset (UTC without), as the store writes times", () => {
    expect(parseSince("2026-11-01T10:00:00.000Z")).toBe("2026-11-01T10:00:00.000Z");
    expect(parseSince("2026-11-01T10:00Z")).toBe("2026-11-01T10:00:00.000Z");
    expect(parseSince("2026-11-01T10:00")).toBe("2026-11-01T10:00:00.000Z");
    expect(parseSince("2026-11-01 10:00:30")).toBe("2026-11-01T10:00:30.000Z");
    expect(parseSince("2026-11-01T10:00:30.5+02:00")).toBe("2026-11-01T08:00:30.500Z");
    expect(parseSince("2026-11-01T00:30-0130")).toBe("2026-11-01T02:00:00.000Z");
    expect(parseSince("2026-11-01t10:00:00.123456z")).toBe("2026-11-01T10:00:00.123Z");
  });

  it.each([
    "x",
    "",
    "yesterday",
    "2026-11",
    "2026-2-1",
    "01/11/2026",
    "2026-02-29",
    "2026-13-01",
    "2026-11-31",
    "2026-11-01T24:00",
    "2026-11-01T10:60",
    "2026-11-01T10:00:60",
    "2026-11-01T10:00+25:00",
    "2026-11-01T10:00:00Zjunk",
    "1730419200",
  ])("refuses %j with the message the operator sees", (value) => {
    expect(() => parseSince(value)).toThrow(UsageError);
    expect(() => parseSince(value)).toThrow(
      `--since must be a date like 2026-11-01 or an ISO timestamp, got "${value}".`,
    );
  });
});
