/**
 * What `site dev`'s live preview says to the open pages over Vite's HMR connection (the engine's
 * Vite plugin, pipeline/live/, to the page's script, site/live-preview/). None of it is in a build.
 */

/** The meta element naming the page's Vike page id, written into each page's head by `site dev` only. */
export const LIVE_PREVIEW_PAGE = "site-live-preview-page";

/** Content changed: the pages whose data changed, by Vike page id, or every page. */
export const CONTENT_CHANGED = "site:content-changed";
export interface ContentChanged {
  pages: readonly string[] | "all";
}

/** The content's problems now (none once it is valid again). */
export const CONTENT_PROBLEMS = "site:content-problems";
export interface ContentProblems {
  problems: readonly ProblemText[];
}

/** A page asks for the problems as they are when it opens. */
export const PAGE_OPENED = "site:page-opened";

/** One problem as `site validate` prints it: its place, then its message, then its hint. */
export interface ProblemText {
  /** `content/pages/about.yaml:3:10`. */
  place: string;
  /** The message and the field, as on the terminal. */
  message: string;
  hint?: string;
}
