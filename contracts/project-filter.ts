/** The filter rule of the portfolio, shared by the page and the build's count table. */
export const ALL = "All";

export interface FilterableProject {
  industry: string;
  technologies: readonly string[];
}

export function matchesFilters(project: FilterableProject, industry: string, technology: string): boolean {
  if (industry !== ALL && project.industry !== industry) return false;
  if (technology === ALL) return true;
  const wanted = technology.toLowerCase();
  return project.technologies.some((name) => name.toLowerCase().includes(wanted));
}

export interface ProjectFacets {
  industries: string[];
  technologies: string[];
  /** counts[industry][technology]: cards shown for that pair of choices, 'All' included. */
  counts: Record<string, Record<string, number>>;
}

function distinct(values: Iterable<string>): string[] {
  return [...new Set(values)].sort((a, b) => a.localeCompare(b));
}

export function computeFacets(projects: readonly FilterableProject[]): ProjectFacets {
  const industries = distinct(projects.map((project) => project.industry));
  const technologies = distinct(projects.flatMap((project) => project.technologies));
  const counts: ProjectFacets["counts"] = {};
  for (const industry of [ALL, ...industries]) {
    const row: Record<string, number> = {};
    for (const technology of [ALL, ...technologies]) {
      row[technology] = projects.filter((project) => matchesFilters(project, industry, technology)).length;
    }
    counts[industry] = row;
  }
  return { industries, technologies, counts };
}
