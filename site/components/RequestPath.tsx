import { useSyncExternalStore } from "react";
import { REQUEST_PATH_PLACEHOLDER } from "../lib/request-path";

const subscribe = () => () => {};

/**
 * The path the visitor asked for. The server writes it into the prerendered HTML in place of the
 * placeholder; in the browser it is read from the location, so client-side navigations show it too.
 */
export function RequestPath() {
  const path = useSyncExternalStore(
    subscribe,
    () => window.location.pathname,
    () => REQUEST_PATH_PLACEHOLDER,
  );
  return <span suppressHydrationWarning>{path}</span>;
}
