import { markdownLinks } from "../load/markdown-links.ts";
import type { SourceFile } from "../load/source-file.ts";
import type { ParamsOf } from "../problems/catalogue.ts";
import { type Place, type Problem, problem } from "../problems/problems.ts";
import { describeMoment } from "../publishing/moment.ts";
import type { Unpublished } from "../publishing/publishing.ts";

/** What a link of published content must not lead to, besides a path that is no page. */
export interface LinkTargets {
  /** Routes of entries the published site does not have (drafts, scheduled, expired), with their file. */
  unpublished: ReadonlyMap<string, { file: string; why: Unpublished }>;
  /** Old paths of content/redirects.yaml, each with where it now leads. */
  redirected: ReadonlyMap<string, string>;
  /** Drafts the live engine builds: their own links may lead to other drafts. */
  drafts: ReadonlySet<SourceFile>;
  timeZone: string;
}

/** The path of an internal link, without its query or fragment. */
export function routeOf(link: string): string {
  return link.replace(/[?#].*$/, "");
}

/** The words of a link to an entry the published site does not have. */
export function unpublishedLink(
  link: string,
  target: { file: string; why: Unpublished },
  timeZone: string,
): ParamsOf<"unpublished-link"> {
  const why = target.why.kind === "owner" ? target.why.why : target.why;
  const file = target.why.kind === "owner" ? target.why.owner : target.file;
  if (why.kind === "draft") return { link, file, state: "draft" };
  return { link, file, state: why.kind, when: describeMoment(why.at, timeZone) };
}

/**
 * The problem a link from published content to `link` is, before asking whether it is a page:
 * a link to an unpublished entry, or to an old address of redirects.yaml (when no page is there).
 * `placeOf` is asked only for a problem: finding a value's line means parsing its file again.
 */
export function linkTargetProblem(
  placeOf: () => Place,
  link: string,
  targets: LinkTargets,
  routes: ReadonlySet<string>,
): Problem | undefined {
  const route = routeOf(link);
  const unpublished = targets.unpublished.get(route);
  if (unpublished)
    return problem(placeOf(), "unpublished-link", unpublishedLink(link, unpublished, targets.timeZone));
  const now = targets.redirected.get(route);
  if (now !== undefined && !routes.has(route))
    return problem(placeOf(), "redirected-link", { link, to: now });
  return undefined;
}

/** Line and column in the file of an offset in a Markdown body that starts on `bodyLine`. */
function placeInBody(source: SourceFile, offset: number): Place {
  const before = (source.body ?? "").slice(0, offset);
  const lineStart = before.lastIndexOf("\n") + 1;
  return {
    file: source.file,
    line: (source.bodyLine ?? 1) + before.split("\n").length - 1,
    column: offset - lineStart + 1,
    path: "Markdown link",
  };
}

/**
 * The links of published Markdown bodies to unpublished entries or old addresses. Any other link of
 * a body is checked on the built pages (pipeline/links/).
 */
export function checkMarkdownLinks(
  sources: readonly SourceFile[],
  targets: LinkTargets,
  routes: ReadonlySet<string>,
): Problem[] {
  const problems: Problem[] = [];
  for (const source of sources) {
    if (source.body === undefined || targets.drafts.has(source)) continue;
    for (const { url, offset } of source.bodyLinks ?? markdownLinks(source.body)) {
      if (!url.startsWith("/") || url.startsWith("//")) continue;
      const found = linkTargetProblem(() => placeInBody(source, offset), url, targets, routes);
      if (found) problems.push(found);
    }
  }
  return problems;
}
