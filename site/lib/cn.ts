import { extendTailwindMerge } from "tailwind-merge";

type ClassName = string | false | null | undefined;

/**
 * tailwind-merge, told about the theme's own utilities (site/styles/global.css): it would otherwise
 * read `bg-gradient-accent` and `text-gradient` as colours and drop `bg-surface` or `text-ink` for them.
 */
function createMerge() {
  return extendTailwindMerge<"text-gradient">({
    extend: {
      classGroups: {
        "bg-image": ["bg-gradient-accent"],
        "text-gradient": ["text-gradient"],
      },
    },
  });
}

let merge: ReturnType<typeof createMerge> | undefined;

/**
 * Joins class names, skipping empty ones; of two conflicting Tailwind classes the later one wins.
 *
 * Conflicts are resolved where the HTML is rendered (prerender). In the browser, where only islands
 * render, it only joins: tailwind-merge would add about 9 KB gzip to every island, and the home
 * page's newsletter island would take that page past its JavaScript budget. So an island passes no
 * conflicting classes, and its server and browser renders agree.
 */
export function cn(...classes: ClassName[]): string {
  if (!import.meta.env.SSR) return classes.filter(Boolean).join(" ");
  merge ??= createMerge();
  return merge(classes);
}
