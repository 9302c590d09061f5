import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { BUILD_INFO_FILE, type BuildInfo, isBuildInTime } from "./build-info.ts";

describe("whether a build still shows the site as it is", () => {
  const distDir = mkdtempSync(join(tmpdir(), "site-build-info-"));
  afterAll(() => rmSync(distDir, { recursive: true, force: true }));
  const write = (info: Partial<BuildInfo>) =>
    writeFileSync(
      join(distDir, BUILD_INFO_FILE),
      JSON.stringify({
        builtAt: "2026-06-01T00:00:00.000Z",
        builtFor: "2026-06-01T10:00:00+10:00",
        timeZone: "Australia/Sydney",
        preview: false,
        nextChange: null,
        ...info,
      }),
    );
  const next = { at: "2026-06-02T09:00:00+10:00", file: "content/blog/next.md", change: "appears" } as const;

  it("is in time until its next change, and for ever with none", () => {
    write({ nextChange: next });
    expect(isBuildInTime(distDir, new Date("2026-06-02T08:59:00+10:00"))).toBe(true);
    expect(isBuildInTime(distDir, new Date("2026-06-02T09:00:00+10:00"))).toBe(false);
    write({ nextChange: null });
    expect(isBuildInTime(distDir, new Date("2030-01-01T00:00:00Z"))).toBe(true);
  });

  it("is never in time when it previews another moment, or says nothing", () => {
    write({ preview: true });
    expect(isBuildInTime(distDir, new Date("2026-06-01T00:00:00Z"))).toBe(false);
    rmSync(join(distDir, BUILD_INFO_FILE));
    expect(isBuildInTime(distDir, new Date("2026-06-01T00:00:00Z"))).toBe(false);
  });
});
