import { cpSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { repoRoot } from "../../scripts/support/repo-root.ts";

export { repoRoot };

/** A temporary project root holding a copy of a fixture content tree and the real schemas. */
export function fixtureRoot(fixture: string): { root: string; remove(): void } {
  const root = mkdtempSync(join(tmpdir(), "site-fixture-"));
  cpSync(join(repoRoot, "tests/fixtures", fixture, "content"), join(root, "content"), { recursive: true });
  symlinkSync(join(repoRoot, "schemas"), join(root, "schemas"));
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}
