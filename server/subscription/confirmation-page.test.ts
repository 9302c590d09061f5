import { describe, expect, it } from "vitest";
import { TEST_SETTINGS } from "../../scripts/support/test-site.ts";
import { confirmationPage } from "./confirmation-page.ts";

describe("the confirmation page", () => {
  it("is drawn in the theme colours the build handed the server, not colours of its own", () => {
    const colours = { ...TEST_SETTINGS.pageColours, ground: "#010203", accentStrong: "#0a0b0c" };
    const html = confirmationPage({ state: "confirmed" }, "Northwind Digital", colours);
    expect(html).toContain("background:#010203");
    expect(html).toContain("outline:2px solid #0a0b0c");
    for (const value of Object.values(colours)) expect(html).toContain(value);
  });
});
