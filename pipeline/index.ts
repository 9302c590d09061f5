/**
 * The engine's public functions: what the `site` command (and anything else outside pipeline/)
 * calls. The stages behind them live one folder each, in the order a build runs them: load/ →
 * validate/ → images/ → social/ → generate/ → prerender/ → links/ → deploy/ → compress/
 * (build/build.ts chains them; pipeline/README.md says what each holds).
 *
 * Validating must stay fast (it is CI's gate and never loads sharp, Vite or Vike), so everything
 * that builds is loaded only when it is called.
 */
import type { Plugin } from "vite";
import type { BuildOptions, BuildResult } from "./build/build.ts";
import type { LivePreviewOptions } from "./live/live-preview-plugin.ts";
import type { LiveRun } from "./live/live-site.ts";

export type { MovePlan, MoveResult } from "./authoring/move-entry.ts";
export { moveEntry, planMove, writeMove } from "./authoring/move-entry.ts";
export type { ScaffoldOptions, ScaffoldResult } from "./authoring/scaffold.ts";
export { entryCollectionNames, scaffoldEntry } from "./authoring/scaffold.ts";
export { editYaml } from "./authoring/yaml-edit.ts";
export type { BuildOptions, BuildResult, StageProgress, StageTiming } from "./build/build.ts";
export { isBuildCurrent } from "./build/fingerprint.ts";
export type { Collection, EntryCollection, SingleCollection } from "./collections.ts";
export { collections } from "./collections.ts";
export { devServerHardening } from "./dev-server/dev-server-hardening.ts";
export { requireHmrToken } from "./dev-server/hmr-token.ts";
export { devListenHost, type ListenHost } from "./dev-server/listen-host.ts";
export { refuseUpgrade } from "./dev-server/refuse-upgrade.ts";
export { isInsideFolder } from "./fs/inside-folder.ts";
export type { LiveRun } from "./live/live-site.ts";
export { MAX_CONTENT_FILE_BYTES } from "./load/content-limits.ts";
export type { FrontMatter } from "./load/front-matter.ts";
export { joinFrontMatter, splitFrontMatter } from "./load/front-matter.ts";
export { FileTooLargeError, readUnlinked, SymbolicLinkError } from "./load/no-links.ts";
export { problemText } from "./problems/problem-text.ts";
export type { Problem } from "./problems/problems.ts";
export { errorsOf, isWarning, sortProblems } from "./problems/problems.ts";
export { describeMoment, isMomentText } from "./publishing/moment.ts";
export { iconNames } from "./validate/integrity.ts";
export { checkLaunch } from "./validate/launch-check.ts";
export type { JsonSchema } from "./validate/schemas.ts";
export { readSchema } from "./validate/schemas.ts";
export type { ValidationResult } from "./validate/validate.ts";
export { validateContent } from "./validate/validate.ts";

/**
 * Validates, processes images, renders the social images, generates site/generated/, then
 * (unless `skipPrerender`) prerenders every route into dist/client, checks its links, writes the
 * deploy files and compresses.
 */
export async function buildSite(root: string, options: BuildOptions = {}): Promise<BuildResult> {
  const build = await import("./build/build.ts");
  return build.buildSite(root, options);
}

/** Notes what the last successful build was made from, so `isBuildCurrent` can tell when it is stale. */
export async function recordBuildInputs(root: string): Promise<void> {
  const { recordBuildInputs: record } = await import("./build/fingerprint.ts");
  record(root);
}

/**
 * `site dev`'s engine: runs the live engine (live/live-site.ts) once over all content, then gives
 * the Vite plugin that runs it again on every saved content file and updates the open pages.
 */
export async function startLivePreview(
  root: string,
  options: Omit<LivePreviewOptions, "live"> & { unsaved?: (file: string) => Buffer | undefined },
): Promise<{ first: LiveRun; plugin: Plugin; runNow(paths: readonly string[]): Promise<LiveRun> }> {
  const [{ LiveSite }, { livePreviewPlugin }] = await Promise.all([
    import("./live/live-site.ts"),
    import("./live/live-preview-plugin.ts"),
  ]);
  const live = new LiveSite(root, options.unsaved);
  const first = await live.start();
  const plugin = livePreviewPlugin(root, { ...options, live });
  return { first, plugin, runNow: plugin.runNow };
}
