/**
 * What the `site` command uses of the server: running it (`site start`), the forms' API beside the
 * dev server (`site dev`), its settings, its log lines, and the leads store (`site leads`). The
 * process entry of production is start.ts.
 */
export type { ServerConfig } from "./config.ts";
export { databaseUrlProblem, loadConfig } from "./config.ts";
export type { DevApi } from "./dev-api.ts";
export { startDevApi } from "./dev-api.ts";
export { writeStdout } from "./log.ts";
export { main } from "./main.ts";
export type { LeadsStore, OutboxSummary, StoredEnquiry, StoredSubscription } from "./store/leads-store.ts";
export { StoreOpenError } from "./store/leads-store.ts";
export { openLeadsStore } from "./store/open-store.ts";
