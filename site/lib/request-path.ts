/**
 * The prerendered 404 page carries this text where the visitor's path goes; the server replaces it
 * with the path that was actually asked for.
 */
export const REQUEST_PATH_PLACEHOLDER = "%REQUEST_PATH%";

/** Id of the prerendered 'Project Not Found' page; the server answers unknown project ids with it. */
export const PROJECT_NOT_FOUND_ID = "_not-found";
