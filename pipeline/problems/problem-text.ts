import type { ProblemText } from "../../contracts/live-preview.ts";
import type { Problem } from "./problems.ts";

/**
 * A problem in the words `site validate` prints it: the terminal (cli/report.ts) and the live
 * preview's panel in the browser both show these, so a maintainer reads the same thing in each.
 */
export function problemText(problem: Problem): ProblemText {
  return {
    place: `${problem.file}:${problem.line}:${problem.column}`,
    message: `${problem.message}  (${problem.path})`,
    ...(problem.hint ? { hint: problem.hint } : {}),
  };
}
