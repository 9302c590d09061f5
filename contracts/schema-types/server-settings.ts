// Generated from schemas/server-settings.schema.json by `npm run contracts:generate`. Do not edit.

/**
 * What the server needs to know of the content. `site build` writes it beside the site (dist/server-settings.json) and the server checks it against this schema at start, so the server never reads content/ or imports site code.
 */
export interface ServerSettings {
  /**
   * The company name, for the e-mails' sender name and subjects.
   */
  siteName: string;
  /**
   * Where enquiry notifications go: the project-consultation department's address.
   */
  notifyTo: string;
  /**
   * Origins the pages embed in frames (the office maps), for the Content-Security-Policy.
   */
  frameOrigins: string[];
  /**
   * The contact page's wording of each budget value, for the notification.
   */
  budgetLabels: {
    [k: string]: string | undefined;
  };
  /**
   * The site key of the pages' Turnstile widget (public), so the server can tell Cloudflare's test key from a real one.
   */
  turnstileSiteKey: string;
  /**
   * Pages that answer an unknown id of a collection, from the registry's route and not-found id: a path `under` the prefix with one more segment (`/projects/nope`) gets `page` (a file of the client dir) with 404; any other unknown path gets 404.html.
   */
  notFoundPages: {
    /**
     * The route's path before its id, e.g. /projects/.
     */
    under: string;
    /**
     * The prerendered not-found page, relative to dist/client, e.g. projects/_not-found/index.html.
     */
    page: string;
  }[];
  /**
   * The rules of content/redirects.yaml, checked by the build: a request for `from` (GET or HEAD) is answered with `status` and `Location: to` (a path keeps the request's query).
   */
  redirects?: {
    /**
     * The old path, e.g. /services/old-name.
     */
    from: string;
    /**
     * A path of the site, or an absolute https:// address.
     */
    to: string;
    /**
     * The redirect's status.
     */
    status: 301 | 308 | 302 | 307;
  }[];
  /**
   * The theme's colour tokens (site/styles/global.css) for the pages the server writes itself (the newsletter confirmation), so they keep the site's colours.
   */
  pageColours: {
    /**
     * --color-ground: the page background.
     */
    ground: string;
    /**
     * --color-surface: a panel.
     */
    surface: string;
    /**
     * --color-line: borders.
     */
    line: string;
    /**
     * --color-ink: text.
     */
    ink: string;
    /**
     * --color-ink-muted: secondary text.
     */
    inkMuted: string;
    /**
     * --color-accent: the first stop of the button gradient.
     */
    accent: string;
    /**
     * --color-accent-2: its second stop.
     */
    accent2: string;
    /**
     * --color-accent-strong: links and the focus ring.
     */
    accentStrong: string;
    /**
     * --color-success: a confirmed state.
     */
    success: string;
  };
}
