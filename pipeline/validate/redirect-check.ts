import type { RedirectRule } from "../../contracts/server-settings.ts";
import type { CollectionFiles } from "../load/read-content.ts";
import { locate, type SourceFile } from "../load/source-file.ts";
import { type Problem, problemAt } from "../problems/problems.ts";
import { type LinkTargets, unpublishedLink } from "./link-targets.ts";
import { closestMatch } from "./near-miss.ts";

export type { RedirectRule };

/** The status of a rule that names none: moved for good. */
export const DEFAULT_REDIRECT_STATUS = 301;

/** The file of the redirects, if there is one. */
export function redirectsSource(read: readonly CollectionFiles[]): SourceFile | undefined {
  return read.find(({ collection }) => collection.name === "redirects")?.sources[0];
}

/** The rules of content/redirects.yaml that have a `from` and a `to`, in its order. */
export function redirectRules(data: unknown): RedirectRule[] {
  if (!Array.isArray(data)) return [];
  return data.flatMap((item: unknown) => {
    const { from, to, status } = (item ?? {}) as Record<string, unknown>;
    if (typeof from !== "string" || typeof to !== "string") return [];
    const known = status === 308 || status === 302 || status === 307 ? status : DEFAULT_REDIRECT_STATUS;
    return [{ from, to, status: known }];
  });
}

/** Each old path and where it leads, by the first rule naming it. */
export function redirectMap(rules: readonly RedirectRule[]): Map<string, string> {
  const map = new Map<string, string>();
  for (const { from, to } of rules) if (!map.has(from)) map.set(from, to);
  return map;
}

/**
 * Every rule of redirects.yaml at its line: an old path listed twice, or one a page answers; a
 * target that is no page of the build (or one not published), or one redirected again (a chain, or
 * a loop back).
 */
export function checkRedirects(
  source: SourceFile | undefined,
  routes: readonly string[],
  targets: Omit<LinkTargets, "redirected" | "drafts">,
): Problem[] {
  if (!source || !Array.isArray(source.data)) return [];
  const routeSet = new Set(routes);
  const firstAt = new Map<string, number>();
  const next = new Map<string, string>();
  const problems: Problem[] = [];
  source.data.forEach((item: unknown, index) => {
    const { from, to } = (item ?? {}) as Record<string, unknown>;
    if (typeof from !== "string" || typeof to !== "string") return;
    const first = firstAt.get(from);
    if (first === undefined) {
      firstAt.set(from, index);
      next.set(from, to);
    } else {
      const { line } = locate(source, [first, "from"]);
      problems.push(problemAt(source, [index, "from"], "redirect-duplicate", { from, line }));
    }
  });
  source.data.forEach((item: unknown, index) => {
    const { from, to } = (item ?? {}) as Record<string, unknown>;
    if (typeof from !== "string" || typeof to !== "string") return;
    if (routeSet.has(from)) problems.push(problemAt(source, [index, "from"], "redirect-from-page", { from }));
    if (!to.startsWith("/")) return;
    if (next.has(to) && !routeSet.has(to)) {
      const path = [from];
      let hop: string | undefined = to;
      while (hop !== undefined && !path.includes(hop)) {
        path.push(hop);
        hop = next.get(hop);
      }
      problems.push(
        hop === undefined
          ? problemAt(source, [index, "to"], "redirect-chain", {
              to,
              next: next.get(to) ?? to,
              final: path.at(-1) ?? to,
            })
          : problemAt(source, [index, "to"], "redirect-loop", {
              cycle: [...path.slice(path.indexOf(hop)), hop],
            }),
      );
      return;
    }
    const unpublished = targets.unpublished.get(to);
    if (unpublished) {
      problems.push(
        problemAt(
          source,
          [index, "to"],
          "unpublished-link",
          unpublishedLink(to, unpublished, targets.timeZone),
        ),
      );
    } else if (!routeSet.has(to)) {
      problems.push(
        problemAt(source, [index, "to"], "redirect-target-missing", {
          to,
          nearest: closestMatch(to, routes),
        }),
      );
    }
  });
  return problems;
}
