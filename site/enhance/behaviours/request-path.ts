/**
 * The 404 page's path. The server writes it into the HTML in place of a placeholder; the dev
 * server does not, so on a running page it is read from the location (decoded like decodeURI).
 */
export function startRequestPath(): void {
  for (const element of document.querySelectorAll("[data-request-path]")) {
    let path = window.location.pathname;
    try {
      path = decodeURI(path);
    } catch {
      // A malformed escape is shown as it was asked for.
    }
    element.textContent = path;
  }
}
