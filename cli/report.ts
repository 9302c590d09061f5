import { isWarning, type Problem, problemText } from "../pipeline/index.ts";

export type ReportFormat = "pretty" | "json" | "github";
export const reportFormats: readonly ReportFormat[] = ["pretty", "json", "github"];

function pretty(problem: Problem): string {
  const { place, message, hint } = problemText(problem);
  return `${isWarning(problem) ? "warning: " : ""}${place}  ${message}${hint ? `\n    hint: ${hint}` : ""}`;
}

/** GitHub workflow commands: data must escape %, CR and LF; properties also , and :. */
function escapeData(text: string): string {
  return text.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
}
function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, "%3A").replace(/,/g, "%2C");
}

function github(problem: Problem): string {
  const message = `${problem.message} (${problem.path})${problem.hint ? ` - ${problem.hint}` : ""}`;
  return `::${isWarning(problem) ? "warning" : "error"} file=${escapeProperty(problem.file)},line=${problem.line},col=${problem.column},title=${escapeProperty(problem.rule)}::${escapeData(message)}`;
}

export function formatProblems(problems: readonly Problem[], format: ReportFormat): string {
  if (format === "json") {
    return JSON.stringify(
      // A warning fails nothing: tools tell it from an error by `severity`.
      problems.map(({ file, line, column, path, rule, message, hint, severity }) => ({
        file,
        line,
        column,
        path,
        rule,
        message,
        ...(hint ? { hint } : {}),
        severity: severity ?? "error",
      })),
      null,
      2,
    );
  }
  return problems.map(format === "github" ? github : pretty).join("\n");
}

/**
 * Notices (entries left out of the build on purpose, e.g. a closed job) in the same places as
 * problems, said to be notices: GitHub shows them as `::notice`, and they never fail a run.
 */
export function formatNotices(notices: readonly Problem[], format: ReportFormat): string {
  if (format === "github")
    return notices.map((notice) => github(notice).replace(/^::(error|warning) /, "::notice ")).join("\n");
  return notices.map((notice) => `notice: ${pretty(notice)}`).join("\n");
}

/** "2 problems", "1 problem, 3 warnings": the errors, then the warnings when there are any. */
export function problemCount(problems: readonly Problem[]): string {
  const warnings = problems.filter(isWarning).length;
  const errors = problems.length - warnings;
  const said = `${errors} problem${errors === 1 ? "" : "s"}`;
  return warnings === 0 ? said : `${said}, ${warnings} warning${warnings === 1 ? "" : "s"}`;
}

export function defaultFormat(env: NodeJS.ProcessEnv): ReportFormat {
  return env.GITHUB_ACTIONS === "true" ? "github" : "pretty";
}

/** A Markdown table cell: pipes would end the cell, line breaks the row, `<` could open HTML. */
function cell(text: string): string {
  return text.replace(/\\/g, "\\\\").replace(/\|/g, "\\|").replace(/</g, "&lt;").replace(/\r?\n/g, "<br>");
}

/** The run page's summary of `site validate` (GitHub's `$GITHUB_STEP_SUMMARY` takes Markdown). */
export function stepSummary(problems: readonly Problem[], summaryLine: string): string {
  const heading = `### site validate\n\n${cell(summaryLine)}\n`;
  if (problems.length === 0) return `${heading}\n`;
  const rows = problems.map(
    (problem) =>
      `| ${cell(`${problem.file}:${problem.line}`)} | ${cell(problem.path)} | ${cell(`${isWarning(problem) ? "warning: " : ""}${problem.message}`)} | ${cell(problem.hint ?? "")} |`,
  );
  return `${heading}\n| File:line | Field | Problem | Hint |\n| --- | --- | --- | --- |\n${rows.join("\n")}\n\n`;
}
