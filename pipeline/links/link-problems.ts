import { readFile } from "node:fs/promises";
import { join } from "node:path";
import escapeStringRegexp from "escape-string-regexp";
import { positionInText } from "../load/raw-text-check.ts";
import { type Place, type Problem, problem } from "../problems/problems.ts";
import type { BrokenLink } from "./check-links.ts";

/** Where `url` is written as a whole value (a Markdown link target, a YAML value) in `text`. */
function offsetOf(text: string, url: string): number | undefined {
  const match = new RegExp(`(?<![\\w/#.%-])${escapeStringRegexp(url)}(?![\\w/#.%-])`).exec(text);
  return match?.index;
}

export interface LinkProblemsInput {
  root: string;
  /** The client folder relative to `root`, e.g. `dist/client`. */
  clientDir: string;
  /** The content files a page is made from (routeFiles), to point at the line that holds the link. */
  sourcesOf: (page: string) => readonly string[];
}

/**
 * Each broken link as a problem at the place to fix it: the line of the page's content file that
 * holds the link when there is one (a Markdown body, a YAML `to:`), else the built page's line.
 */
export async function linkProblems(
  broken: readonly BrokenLink[],
  input: LinkProblemsInput,
): Promise<Problem[]> {
  const texts = new Map<string, Promise<string>>();
  const textOf = (file: string) => {
    let text = texts.get(file);
    if (!text) {
      text = readFile(join(input.root, file), "utf8").catch(() => "");
      texts.set(file, text);
    }
    return text;
  };
  const problems: Problem[] = [];
  for (const link of broken) {
    let inContent: Place | undefined;
    for (const source of input.sourcesOf(link.page)) {
      const text = await textOf(source);
      const offset = offsetOf(text, link.url);
      if (offset !== undefined) {
        inContent = { file: source, ...positionInText(text, offset), path: link.where };
        break;
      }
    }
    const page = `${input.clientDir}/${link.file}`;
    const place = inContent ?? {
      file: page,
      ...positionInText(await textOf(page), link.offset),
      path: link.where,
    };
    const { url, reason } = link;
    problems.push(
      problem(place, "broken-link", { kind: "built", url, page: link.page, reason, inContent: !!inContent }),
    );
  }
  return problems;
}
