import { useEffect, useState } from "react";
import { ALL, type FilterableProject, matchesFilters, type ProjectFacets } from "../../lib/project-filter";
import { FilterDropdown } from "./FilterDropdown";
import { useProjectFilters } from "./use-project-filters";

type OpenFilter = "industry" | "technology" | null;

export interface FilterableCard extends FilterableProject {
  id: string;
}

interface ProjectFiltersProps {
  facets: ProjectFacets;
  /** What the filters read of each card; the cards themselves are the grid's static HTML. */
  projects: readonly FilterableCard[];
  /** The id of the grid whose `[data-project-id]` items the filters show and hide. */
  gridId: string;
}

/**
 * The portfolio's filter bar: an island (site/islands). It keeps the choice (in the URL), shows the
 * options with their counts, announces how many projects are shown, and shows or hides the cards
 * of the prerendered grid beside it, which React does not render.
 */
export default function ProjectFilters({ facets, projects, gridId }: ProjectFiltersProps) {
  const { industry, technology, choose, clear } = useProjectFilters(facets);
  const [openFilter, setOpenFilter] = useState<OpenFilter>(null);
  // Opening one filter closes the other: only one panel is open at a time.
  const openChange = (filter: Exclude<OpenFilter, null>) => (open: boolean) =>
    setOpenFilter((current) => (open ? filter : current === filter ? null : current));
  const visible = projects.filter((project) => matchesFilters(project, industry, technology));
  const industryOptions = [ALL, ...facets.industries].map((value) => ({
    value,
    count: facets.counts[value]?.[technology] ?? 0,
  }));
  const technologyOptions = [ALL, ...facets.technologies].map((value) => ({
    value,
    count: facets.counts[industry]?.[value] ?? 0,
  }));
  const filtered = industry !== ALL || technology !== ALL;

  const shownIds = visible.map((project) => project.id).join(" ");
  useEffect(() => {
    const shown = new Set(shownIds.split(" "));
    const items = document.getElementById(gridId)?.querySelectorAll<HTMLElement>("[data-project-id]") ?? [];
    for (const item of items) item.hidden = !shown.has(item.dataset.projectId ?? "");
  }, [shownIds, gridId]);

  return (
    <>
      <div className="mb-8 flex flex-col gap-4 sm:flex-row sm:flex-wrap sm:items-end">
        <FilterDropdown
          label="Industry"
          value={industry}
          options={industryOptions}
          open={openFilter === "industry"}
          onOpenChange={openChange("industry")}
          onChoose={(value) => choose("industry", value)}
        />
        <FilterDropdown
          label="Technology"
          value={technology}
          options={technologyOptions}
          open={openFilter === "technology"}
          onOpenChange={openChange("technology")}
          onChoose={(value) => choose("technology", value)}
        />
        {filtered ? (
          <button
            type="button"
            onClick={clear}
            className="min-h-11 rounded-xl px-4 text-sm font-semibold text-accent-strong underline-offset-4 hover:underline"
          >
            Clear Filters
          </button>
        ) : null}
      </div>
      <p className="sr-only" aria-live="polite">
        {visible.length} {visible.length === 1 ? "project" : "projects"} shown
      </p>
      {visible.length === 0 ? (
        <p className="rounded-2xl border border-line bg-surface p-8 text-center text-ink-muted">
          No projects match these filters.
        </p>
      ) : null}
    </>
  );
}
