/**
 * The portfolio's filter rule (an industry must match exactly; a technology matches by case-insensitive substring), written again here on purpose so that a bug in
 * contracts/project-filter.ts shows up as a difference: a project is shown if its industry equals the
 * chosen one exactly (or 'All') and at least one of its technologies contains the chosen text,
 * case-insensitively (or 'All').
 */
export const ALL = "All";

export interface FilterInput {
  id: string;
  industry: string;
  technologies: readonly string[];
}

export function expectedIds(
  projects: readonly FilterInput[],
  industry: string,
  technology: string,
): string[] {
  const needle = technology.toLocaleLowerCase("en");
  return projects
    .filter((project) => industry === ALL || project.industry === industry)
    .filter(
      (project) =>
        technology === ALL ||
        project.technologies.some((name) => name.toLocaleLowerCase("en").includes(needle)),
    )
    .map((project) => project.id);
}

/** The distinct values of a field, for the options a dropdown must offer besides 'All'. */
export function distinctValues(values: Iterable<string>): string[] {
  return [...new Set(values)];
}
