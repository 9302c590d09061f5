/**
 * Icons the site's code names itself, so no content reference puts them in the sprite: the
 * islands' (site/enhance), where lucide-react's runtime would cost every island page ~1.7 KB, and
 * the layout's footer contact lines, where each page's HTML then carries a short <use> instead of
 * the drawing. Components rendered only at build time otherwise use lucide-react directly: it
 * costs the browser nothing. A name missing here fails the typecheck (IconName lists the sprite),
 * unless some content happens to use it too.
 */
export const CODE_ICONS = [
  "building-2",
  "chevron-down",
  "circle-check",
  "external-link",
  "loader-circle",
  "mail",
  "map-pin",
  "phone",
] as const;
