import type { LeadsStore } from "../../../server/store/leads-store.ts";

/** Which of the outbox's writes fail, as when the disk is full. */
export interface WriteFailures {
  /** markSent and markFailed reject for these outbox ids; `"all"`: for every id. */
  bookkeeping: "all" | Set<number> | undefined;
  /** claimDueMails rejects. */
  claims: boolean;
}

export interface FailingStore {
  store: LeadsStore;
  failures: WriteFailures;
  /** Calls of each failing method so far. */
  calls: { markSent: number; markFailed: number; claim: number };
}

const diskFull = () => new Error("SQLITE_FULL: database or disk is full");

/**
 * A real store whose outbox writes fail on demand: a double for the one thing a test cannot make a
 * real disk do quickly and reliably. Everything else goes to the real store.
 */
export function failingWrites(real: LeadsStore): FailingStore {
  const failures: WriteFailures = { bookkeeping: undefined, claims: false };
  const calls = { markSent: 0, markFailed: 0, claim: 0 };
  const fails = (id: number) => failures.bookkeeping === "all" || (failures.bookkeeping?.has(id) ?? false);
  const store: LeadsStore = {
    ...real, // the stores are plain objects, so this passes every other method through
    async claimDueMails(now, limit, leaseUntil) {
      calls.claim += 1;
      if (failures.claims) throw diskFull();
      return real.claimDueMails(now, limit, leaseUntil);
    },
    async markSent(id, at) {
      calls.markSent += 1;
      if (fails(id)) throw diskFull();
      return real.markSent(id, at);
    },
    async markFailed(id, error, nextAttemptAt) {
      calls.markFailed += 1;
      if (fails(id)) throw diskFull();
      return real.markFailed(id, error, nextAttemptAt);
    },
  };
  return { store, failures, calls };
}
