import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { SERVER_SETTINGS_FILE } from "../contracts/server-settings.ts";
import { createTestSite, TEST_SETTINGS, type TestSite } from "../scripts/support/test-site.ts";
import { readServerSettings, SettingsError } from "./site-settings.ts";

describe("readServerSettings", () => {
  let site: TestSite;
  beforeEach(() => {
    site = createTestSite();
  });
  afterEach(() => site.remove());

  const write = (settings: unknown) =>
    writeFileSync(join(site.distDir, SERVER_SETTINGS_FILE), JSON.stringify(settings));

  it("reads what the build wrote", async () => {
    expect(await readServerSettings(site.distDir)).toEqual(TEST_SETTINGS);
  });

  it("refuses a missing file and asks for a build", async () => {
    rmSync(join(site.distDir, SERVER_SETTINGS_FILE));
    await expect(readServerSettings(site.distDir)).rejects.toThrow(SettingsError);
    await expect(readServerSettings(site.distDir)).rejects.toThrow(/missing or unreadable.*npm run build/);
  });

  it.each([
    ["a field missing (an older build)", { ...TEST_SETTINGS, turnstileSiteKey: undefined }],
    ["a field of the wrong type", { ...TEST_SETTINGS, frameOrigins: "https://www.google.com" }],
    ["a field the schema does not name", { ...TEST_SETTINGS, extra: true }],
    ["a budget label that is not text", { ...TEST_SETTINGS, budgetLabels: { discuss: 1 } }],
  ])("refuses settings with %s", async (_name, settings) => {
    write(settings);
    await expect(readServerSettings(site.distDir)).rejects.toThrow(/not what this server expects/);
  });
});
