import type { DraftCheck } from "../shared/api-types.ts";
import { ProblemLink } from "./problem-link.tsx";
import { problemWords } from "./problems.ts";

/**
 * Every problem of the file in one list (each is also beside its field), and the problems this edit
 * causes in other files, each with a link to the file.
 */
export function ProblemLists({ check, open }: { check: DraftCheck; open: boolean }) {
  return (
    <>
      {check.problems.length > 0 ? (
        <details className="problems" open={open}>
          <summary>{check.problems.length} problem(s) in this file</summary>
          <ul>
            {check.problems.map((problem) => (
              <li key={`${problem.path}:${problem.message}`}>
                <code>{problem.path}</code> {problemWords(problem)}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      {check.elsewhere.length > 0 ? (
        <div className="message warning">
          <p>This edit causes problems in other files:</p>
          <ul>
            {check.elsewhere.map((problem) => (
              <ProblemLink key={`${problem.file}:${problem.line}:${problem.message}`} problem={problem} />
            ))}
          </ul>
        </div>
      ) : null}
    </>
  );
}
