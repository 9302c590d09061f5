import { locate, type SourceFile } from "../load/source-file.ts";
import { type ParamsArgs, pointsAt, type Rule, say } from "./catalogue.ts";

/**
 * A content problem, attached to the exact place a maintainer must edit. An error (the default)
 * fails validate and stops a build; a warning is said beside them and fails nothing.
 */
export interface Problem {
  /** Path relative to the project root, with forward slashes. */
  file: string;
  line: number;
  column: number;
  /** JSON path of the offending value, e.g. `$.technologies[2]`. */
  path: string;
  /** The rule broken, e.g. `required`, `missing-image`: its entry in catalogue.ts gives the words. */
  rule: Rule;
  message: string;
  hint?: string;
  /** Absent for an error; its catalogue entry makes a rule's problems warnings. */
  severity?: "warning";
}

/** Where a problem is: the file, line and column, and the path of the value within it. */
export type Place = Pick<Problem, "file" | "line" | "column" | "path">;

/** The problem `rule` at `place`, in the catalogue's words for these parameters. */
export function problem<R extends Rule>(place: Place, rule: R, ...params: ParamsArgs<R>): Problem {
  return { ...place, ...say(rule, ...params) };
}

/**
 * The problem `rule` at the value the path `segments` leads to in a parsed content file (or at the
 * key naming it, for the rules that point at keys), its path written as a JSON path.
 */
export function problemAt<R extends Rule>(
  source: SourceFile,
  segments: readonly (string | number)[],
  rule: R,
  ...params: ParamsArgs<R>
): Problem {
  const place = { file: source.file, ...locate(source, segments, pointsAt(rule)), path: jsonPath(segments) };
  return problem(place, rule, ...params);
}

export function isWarning(problem: Problem): boolean {
  return problem.severity === "warning";
}

/** The problems that fail a run: all but the warnings. */
export function errorsOf<P extends Problem>(problems: readonly P[]): P[] {
  return problems.filter((problem) => !isWarning(problem));
}

export function sortProblems(problems: readonly Problem[]): Problem[] {
  return [...problems].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
}

/** JSON path (`$.a[0].b`) from path segments. */
export function jsonPath(segments: readonly (string | number)[]): string {
  return segments.reduce<string>(
    (path, segment) =>
      typeof segment === "number"
        ? `${path}[${segment}]`
        : /^[A-Za-z_$][\w$]*$/.test(segment)
          ? `${path}.${segment}`
          : `${path}[${JSON.stringify(segment)}]`,
    "$",
  );
}
