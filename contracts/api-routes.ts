/**
 * Where the server answers the site's two forms (spec section 7). They are the only paths of the
 * site that are no file of the build: the site posts to them, the build's link check allows them.
 */
export const API_ROUTES = {
  contact: "/api/contact",
  newsletter: "/api/newsletter",
} as const;
