import { REQUEST_PATH_PLACEHOLDER } from "../../contracts/not-found";
import { REQUEST_PATH } from "../enhance/attributes";

/**
 * The path the visitor asked for. The server writes it into the prerendered HTML in place of the
 * placeholder; site/enhance/behaviours/request-path.ts also reads it from the location (for the dev server).
 */
export function RequestPath() {
  return <span {...{ [REQUEST_PATH]: "" }}>{REQUEST_PATH_PLACEHOLDER}</span>;
}
