import type { Problem } from "./pipeline/problems.ts";

export type ReportFormat = "pretty" | "json" | "github";
export const reportFormats: readonly ReportFormat[] = ["pretty", "json", "github"];

function pretty(problem: Problem): string {
  const place = `${problem.file}:${problem.line}:${problem.column}`;
  const label = problem.severity === "warning" ? "warning: " : "";
  const hint = problem.hint ? `\n    hint: ${problem.hint}` : "";
  return `${place}  ${label}${problem.message}  (${problem.path})${hint}`;
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
  return `::${problem.severity} file=${escapeProperty(problem.file)},line=${problem.line},col=${problem.column},title=${escapeProperty(problem.rule)}::${escapeData(message)}`;
}

/**
 * Warnings that say the same thing (many links to one page not built yet) are shown once, at their
 * first place, with how many more there are; errors are always listed one by one.
 */
function foldWarnings(problems: readonly Problem[]): string[] {
  const lines: string[] = [];
  const warningsByMessage = new Map<string, Problem[]>();
  for (const problem of problems) {
    if (problem.severity !== "warning") continue;
    warningsByMessage.set(problem.message, [...(warningsByMessage.get(problem.message) ?? []), problem]);
  }
  for (const problem of problems) {
    if (problem.severity === "error") {
      lines.push(pretty(problem));
      continue;
    }
    const same = warningsByMessage.get(problem.message) ?? [];
    if (same[0] !== problem) continue;
    lines.push(
      same.length > 1 ? `${pretty(problem)} (and ${same.length - 1} more like it)` : pretty(problem),
    );
  }
  return lines;
}

export function formatProblems(problems: readonly Problem[], format: ReportFormat): string {
  if (format === "json") {
    return JSON.stringify(
      problems.map(({ file, line, column, path, rule, message, hint, severity }) => ({
        file,
        line,
        column,
        path,
        rule,
        message,
        ...(hint ? { hint } : {}),
        severity,
      })),
      null,
      2,
    );
  }
  return format === "github" ? problems.map(github).join("\n") : foldWarnings(problems).join("\n");
}

export function defaultFormat(env: NodeJS.ProcessEnv): ReportFormat {
  return env.GITHUB_ACTIONS === "true" ? "github" : "pretty";
}
