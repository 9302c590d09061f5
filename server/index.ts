/**
 * What the `site` command uses of the server: running it (`site start`), the forms' API beside the
 * dev server (`site dev`), its settings, its log lines, and the leads store with its retention
 * (`site leads`). The process entry of production is start.ts.
 */
export type { LeadsSettings, ServerConfig } from "./config.ts";
export { databaseUrlProblem, loadConfig, loadLeadsSettings, loadSubscriberLinkSettings } from "./config.ts";
export type { DevApi } from "./dev-api.ts";
export { startDevApi } from "./dev-api.ts";
export { writeStdout } from "./log.ts";
export { main } from "./main.ts";
export type { RetentionOutcome } from "./retention/retention-policy.ts";
export {
  applyRetention,
  retentionCutoffs,
  SPAM_DAYS,
  UNSUBSCRIBED_DAYS,
} from "./retention/retention-policy.ts";
export type {
  LeadRef,
  LeadsStore,
  OutboxSummary,
  PersonalData,
  RetentionCounts,
  StoredEnquiry,
  StoredSubscription,
  WebhookSummary,
} from "./store/leads-store.ts";
export { StoreOpenError } from "./store/leads-store.ts";
export { openLeadsStore, openLeadsStoreToChange } from "./store/open-store.ts";
export { unsubscribeLink } from "./subscription/unsubscribe-token.ts";
