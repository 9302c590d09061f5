/**
 * The not-found pages the site prerenders and the server answers with: the 404 page for any
 * unknown path, and the 'Project Not Found' page for an unknown `/projects/<id>`.
 */

/** Where a not-found page shows the visitor's path; the server puts the path asked for in its place. */
export const REQUEST_PATH_PLACEHOLDER = "%REQUEST_PATH%";

/** The id the 'Project Not Found' page is prerendered under, as if it were a project's. */
export const PROJECT_NOT_FOUND_ID = "_not-found";

/** The prerendered page for any unknown path, relative to the client dir. */
export const NOT_FOUND_PAGE = "404.html";

/**
 * Whether a URL path is one of the pages that only exist to answer a 404 (404.html, and a
 * collection's page prerendered under the not-found id): requested directly they are not found
 * either, and they are never precompressed, as the path asked for is written into them.
 */
export function isNotFoundPage(path: string): boolean {
  return path === `/${NOT_FOUND_PAGE}` || path.split("/").includes(PROJECT_NOT_FOUND_ID);
}
