import { REQUEST_PATH } from "../attributes";

/**
 * The 404 page's path. The server writes it into the HTML in place of a placeholder; the dev
 * server does not, so on a running page it is read from the location (decoded like decodeURI).
 */
export function startRequestPath(): void {
  for (const element of document.querySelectorAll(`[${REQUEST_PATH}]`)) {
    let path = window.location.pathname;
    try {
      path = decodeURI(path);
    } catch {
      // A malformed escape is shown as it was asked for.
    }
    element.textContent = path;
  }
}
