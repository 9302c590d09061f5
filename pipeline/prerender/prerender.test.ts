import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { prerender } from "./prerender.ts";

// The successful path (both processes, every page counted) is tests/integration/build.test.ts's.
describe("prerender, whose steps run in processes of their own", () => {
  const emptyRoot = mkdtempSync(join(tmpdir(), "prerender-empty-"));
  afterAll(() => rmSync(emptyRoot, { recursive: true, force: true }));

  it("rejects with the bundling process's own error, and never reports the site bundled", async () => {
    let bundled = false;
    const failure = await prerender(emptyRoot, { onBundled: () => (bundled = true) }).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(Error);
    const { message, stack } = failure as Error;
    // The bundler names the file relative to the working directory: from a clone beside the
    // temporary folder (/tmp/x and /tmp/prerender-empty-…) that is `../prerender-empty-…/vite.config.ts`.
    expect(message).toContain(join(basename(emptyRoot), "vite.config.ts"));
    expect(message).not.toMatch(/process stopped/);
    expect(stack).toContain(message);
    expect(bundled).toBe(false);
  }, 60_000);
});
