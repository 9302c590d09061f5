/**
 * What the studio's page and the preview frame say to each other with postMessage (the only way
 * between the two origins), each side checking the other's origin and window.
 */

/** The studio asks the preview to scroll to where this text shows. */
export interface ScrollToText {
  type: "studio:scroll-to-text";
  text: string;
}

/** The preview says which page of the site it shows (path and query), on each load. */
export interface PreviewPath {
  type: "preview:path";
  path: string;
}

/** Where the preview's own script is served on the preview's origin, and the attribute that tells it the studio's port. */
export const PREVIEW_BRIDGE_PATH = "/_studio-preview/bridge.js";
export const STUDIO_PORT_ATTRIBUTE = "data-studio-port";

/** The meta elements of the studio's page that tell its script the preview's port and credential. */
export const PREVIEW_PORT_META = "studio-preview-port";
export const PREVIEW_TOKEN_META = "studio-preview-token";
/** The query parameter of the preview frame's first URL that carries the preview's credential. */
export const PREVIEW_TOKEN_PARAMETER = "preview-token";
