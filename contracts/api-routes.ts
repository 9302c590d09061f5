/** Every path under it is the server's: no file of the build lives there. */
export const API_PREFIX = "/api";

/**
 * Where the server answers the site's two forms  and the newsletter's confirmation
 * link. They are the only paths of the site that are no file of the build: the site posts to them,
 * the build's link check allows them, the server routes them.
 */
export const API_ROUTES = {
  contact: `${API_PREFIX}/contact`,
  newsletter: `${API_PREFIX}/newsletter`,
  newsletterConfirm: `${API_PREFIX}/newsletter/confirm`,
} as const;
