/**
 * Icons the site's islands draw (site/islands): they come from the same sprite as content icons,
 * so an island ships no icon code (lucide-react's runtime would cost every island page ~1.7 KB).
 * Components rendered only at build time use lucide-react directly: it costs the browser nothing.
 */
export const ISLAND_ICONS = [
  "chevron-down",
  "circle-check",
  "external-link",
  "loader-circle",
  "mail",
  "phone",
] as const;
