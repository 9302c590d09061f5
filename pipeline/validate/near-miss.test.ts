import { describe, expect, it } from "vitest";
import { didYouMean } from "./near-miss.ts";

describe("didYouMean", () => {
  it("suggests the closest candidate for a typo", () => {
    expect(didYouMean("E-comerce", ["Healthcare", "E-commerce"])).toBe("did you mean 'E-commerce'?");
    expect(didYouMean("Logistics", ["Healthcare", "E-commerce"])).toBeUndefined();
  });

  it("answers at once for a 20 MB value", () => {
    const huge = "x".repeat(20 * 1024 * 1024);
    const started = performance.now();
    expect(didYouMean(huge, ["Healthcare", "E-commerce", "x".repeat(40)])).toBeUndefined();
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
