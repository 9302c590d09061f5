import type Database from "better-sqlite3";

/**
 * Commits writes that arrive together in one transaction: each write runs in its own savepoint
 * (a failing one is rolled back alone and rejects alone), and every promise settles after the
 * one COMMIT, with its full fsync, that made its write durable. Under a burst of form posts that
 * is one fsync per burst instead of one per post, so the store's worker thread (which receives the
 * burst's calls together) keeps up with far more posts; an answered submission is still on disk.
 */
export function groupCommit(db: Database.Database) {
  interface Pending {
    write: () => unknown;
    resolve: (value: unknown) => void;
    reject: (error: unknown) => void;
  }
  let queue: Pending[] = [];

  function flush(): void {
    const batch = queue;
    queue = [];
    const outcomes: ({ ok: true; value: unknown } | { ok: false; error: unknown })[] = [];
    try {
      db.transaction(() => {
        for (const { write } of batch) {
          try {
            // A nested transaction is a savepoint: rolled back alone if the write throws.
            outcomes.push({ ok: true, value: db.transaction(write)() });
          } catch (error) {
            outcomes.push({ ok: false, error });
          }
        }
      }).immediate();
    } catch (error) {
      for (const pending of batch) pending.reject(error);
      return;
    }
    batch.forEach((pending, index) => {
      const outcome = outcomes[index];
      if (outcome?.ok) pending.resolve(outcome.value);
      else pending.reject(outcome?.error);
    });
  }

  return function commit<T>(write: () => T): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      if (queue.length === 0) setImmediate(flush);
      queue.push({ write, resolve: resolve as (value: unknown) => void, reject });
    });
  };
}
