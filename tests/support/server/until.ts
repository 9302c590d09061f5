import type { LeadsStore } from "../../../server/store/leads-store.ts";

/** Resolves once `condition` holds, checking every 20 ms; rejects after `timeoutMs`. */
export async function until(condition: () => Promise<boolean> | boolean, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Resolves once the outbox holds nothing queued, e-mails or webhook deliveries, and then after
 * `strayMs` more, time enough for a second copy of anything to have gone out.
 */
export async function outboxEmptied(
  store: Pick<LeadsStore, "outboxSummary" | "webhookSummary">,
  strayMs = 300,
): Promise<void> {
  await until(
    async () => (await store.outboxSummary()).queued === 0 && (await store.webhookSummary()).queued === 0,
  );
  await new Promise((resolve) => setTimeout(resolve, strayMs));
}
