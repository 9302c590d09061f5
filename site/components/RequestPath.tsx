import { useSyncExternalStore } from "react";
import { REQUEST_PATH_PLACEHOLDER } from "../lib/request-path";

const subscribe = () => () => {};

/** The path as the server shows it: percent-escapes decoded like decodeURI, malformed ones kept. */
function readablePath(): string {
  try {
    return decodeURI(window.location.pathname);
  } catch {
    return window.location.pathname;
  }
}

/**
 * The path the visitor asked for. The server writes it into the prerendered HTML in place of the
 * placeholder; in the browser it is read from the location, so client-side navigations show it too.
 */
export function RequestPath() {
  const path = useSyncExternalStore(subscribe, readablePath, () => REQUEST_PATH_PLACEHOLDER);
  return <span suppressHydrationWarning>{path}</span>;
}
