import type { StudioProblem } from "../shared/api-types.ts";
import { problemWords } from "./problems.ts";
import { hrefOf } from "./use-location.ts";

/** A problem in another file: a link to that file at its line, then the words of `site validate`. */
export function ProblemLink({ problem }: { problem: StudioProblem }) {
  return (
    <li>
      <a href={hrefOf({ name: "edit", file: problem.file })}>
        {problem.file}:{problem.line}
      </a>{" "}
      {problemWords(problem)}
    </li>
  );
}
