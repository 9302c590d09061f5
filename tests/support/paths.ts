export { repoRoot as ROOT } from "../../scripts/support/repo-root.ts";
export { DESKTOP, MOBILE } from "../../scripts/support/viewports.ts";
