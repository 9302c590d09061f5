import { describe, expect, it } from "vitest";
import { closestMatch } from "./near-miss.ts";

describe("closestMatch", () => {
  it("finds the closest candidate for a typo", () => {
    expect(closestMatch("E-comerce", ["Healthcare", "E-commerce"])).toBe("E-commerce");
    expect(closestMatch("Logistics", ["Healthcare", "E-commerce"])).toBeUndefined();
  });

  it("answers at once for a 20 MB value", () => {
    const huge = "x".repeat(20 * 1024 * 1024);
    const started = performance.now();
    expect(closestMatch(huge, ["Healthcare", "E-commerce", "x".repeat(40)])).toBeUndefined();
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
