import type { Problem } from "../problems/problems.ts";
import type { FileCheck } from "../validate/file-check.ts";
import type { CheckStore } from "../validate/validation-cache.ts";

/**
 * The checks of single files kept in memory between the live engine's runs, by each file's hash:
 * what `.cache/validation/` is to a build. The first run may also look in that folder (`disk`), so
 * `site dev` starts as fast as a warm `site validate`, and leaves its checks there for the next.
 */
export class MemoryChecks implements CheckStore {
  private readonly kept = new Map<string, { hash: string; check: FileCheck }>();
  private readonly seen = new Set<string>();
  private schemaChecked: Problem[] | undefined;

  constructor(private disk?: CheckStore) {}

  find(file: string, hash: string): FileCheck | undefined {
    this.seen.add(file);
    const entry = this.kept.get(file);
    if (entry?.hash === hash) return entry.check;
    const stored = this.disk?.find(file, hash);
    if (stored) this.kept.set(file, { hash, check: stored });
    return stored;
  }

  store(file: string, hash: string, check: FileCheck): void {
    this.seen.add(file);
    this.kept.set(file, { hash, check });
    this.disk?.store(file, hash, check);
  }

  schemaProblems(check: () => Problem[]): Problem[] {
    this.schemaChecked ??= this.disk ? this.disk.schemaProblems(check) : check();
    return this.schemaChecked;
  }

  /** Drops the checks of files this run did not look at: they were deleted or renamed. */
  async save(schemaProblems: Problem[]): Promise<void> {
    for (const file of this.kept.keys()) if (!this.seen.has(file)) this.kept.delete(file);
    this.seen.clear();
    await this.disk?.save(schemaProblems);
    this.disk = undefined;
  }
}
