import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { copyMedia } from "./media.ts";

describe("copyMedia", () => {
  it("copies each clip under a content-hashed name and drops clips no longer used", async () => {
    const root = mkdtempSync(join(tmpdir(), "site-media-"));
    const out = join(root, "public/media");
    mkdirSync(join(root, "content/media"), { recursive: true });
    writeFileSync(join(root, "content/media/Hero Clip.webm"), "first version");
    const first = await copyMedia(root, ["Hero Clip.webm"], out);
    expect(first.get("Hero Clip.webm")).toMatch(/^\/media\/hero-clip-[0-9a-f]{10}\.webm$/);

    writeFileSync(join(root, "content/media/Hero Clip.webm"), "second version");
    const second = await copyMedia(root, ["Hero Clip.webm"], out);
    expect(second.get("Hero Clip.webm")).not.toBe(first.get("Hero Clip.webm"));
    expect(readdirSync(out)).toEqual([second.get("Hero Clip.webm")?.slice("/media/".length)]);
  });
});
