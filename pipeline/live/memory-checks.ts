import type { Problem } from "../problems/problems.ts";
import type { FileCheck } from "../validate/file-check.ts";
import type { CheckStore } from "../validate/validation-cache.ts";

/**
 * The checks of single files kept in memory between the live engine's runs, by each file's hash:
 * what `.cache/validation/` is to a build, without reading or writing it.
 */
export class MemoryChecks implements CheckStore {
  private readonly kept = new Map<string, { hash: string; check: FileCheck }>();
  private readonly seen = new Set<string>();
  private schemaChecked: Problem[] | undefined;

  find(file: string, hash: string): FileCheck | undefined {
    this.seen.add(file);
    const entry = this.kept.get(file);
    return entry?.hash === hash ? entry.check : undefined;
  }

  store(file: string, hash: string, check: FileCheck): void {
    this.seen.add(file);
    this.kept.set(file, { hash, check });
  }

  schemaProblems(check: () => Problem[]): Problem[] {
    this.schemaChecked ??= check();
    return this.schemaChecked;
  }

  /** Drops the checks of files this run did not look at: they were deleted or renamed. */
  async save(): Promise<void> {
    for (const file of this.kept.keys()) if (!this.seen.has(file)) this.kept.delete(file);
    this.seen.clear();
  }
}
