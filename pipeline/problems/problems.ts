/** A content problem, attached to the exact place a maintainer must edit. Every problem is an error. */
export interface Problem {
  /** Path relative to the project root, with forward slashes. */
  file: string;
  line: number;
  column: number;
  /** JSON path of the offending value, e.g. `$.technologies[2]`. */
  path: string;
  /** Short machine-readable rule name, e.g. `required`, `missing-image`. */
  rule: string;
  message: string;
  hint?: string;
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
