import type { ErrorSchema } from "@rjsf/utils";
import type { StudioProblem } from "../shared/api-types.ts";

/** `$.a.b[2]["x y"]` as path segments. */
export function segmentsOf(path: string): (string | number)[] {
  const segments: (string | number)[] = [];
  for (const match of path.matchAll(/\.([A-Za-z_$][\w$]*)|\[(\d+)\]|\[("(?:[^"\\]|\\.)*")\]/g)) {
    if (match[1] !== undefined) segments.push(match[1]);
    else if (match[2] !== undefined) segments.push(Number(match[2]));
    else if (match[3] !== undefined) segments.push(JSON.parse(match[3]) as string);
  }
  return segments;
}

/** The field a problem concerns: a missing required field is the field, not the group holding it. */
export function fieldSegments(problem: StudioProblem): (string | number)[] {
  const segments = segmentsOf(problem.path);
  const missing = /^missing required field '([^']+)'/.exec(problem.message);
  // A required field's problem may point at the group holding it: the field is named in the message.
  return missing?.[1] && segments.at(-1) !== missing[1] ? [...segments, missing[1]] : segments;
}

export function problemWords(problem: StudioProblem): string {
  const words = problem.hint ? `${problem.message}. ${problem.hint}` : problem.message;
  return problem.severity === "warning" ? `Warning (saving is not stopped): ${words}` : words;
}

/**
 * The problems as the form library's error schema: each beside its field (in the field's
 * aria-describedby), in the words `site validate` prints.
 */
export function errorSchemaOf(problems: readonly StudioProblem[]): ErrorSchema {
  const root: Record<string, unknown> = {};
  for (const problem of problems) {
    let node = root;
    for (const segment of fieldSegments(problem)) {
      const key = String(segment);
      node[key] ??= {};
      node = node[key] as Record<string, unknown>;
    }
    const errors = (node.__errors as string[] | undefined) ?? [];
    errors.push(problemWords(problem));
    node.__errors = errors;
  }
  return root as ErrorSchema;
}
