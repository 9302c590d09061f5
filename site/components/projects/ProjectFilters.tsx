import { useLayoutEffect, useMemo, useState } from "react";
import {
  ALL,
  type FilterableProject,
  matchesFilters,
  type ProjectFacets,
} from "../../../contracts/project-filter";
import { PROJECT_ID } from "../../enhance/attributes";
import { islandId } from "../../enhance/islands/island-id";
import { cn } from "../../lib/cn";
import { cardClasses } from "../ui/Card";
import { FilterDropdown } from "./FilterDropdown";
import { useProjectFilters } from "./use-project-filters";

export interface FilterableCard extends FilterableProject {
  id: string;
}

interface ProjectFiltersProps {
  facets: ProjectFacets;
  /** What the filters read of each card; the cards themselves are the grid's static HTML. */
  projects: readonly FilterableCard[];
  /** The id of the grid whose PROJECT_ID items the filters show and hide. */
  gridId: string;
}

/** The two filters, in the bar's order, and the facet list each chooses from. */
const FILTERS = [
  { key: "industry", label: "Industry", facet: "industries" },
  { key: "technology", label: "Technology", facet: "technologies" },
] as const;

type FilterKey = (typeof FILTERS)[number]["key"];

/**
 * The portfolio's filter bar: an island (site/enhance/islands). It keeps the choice (in the URL), shows the
 * options with their counts, announces how many projects are shown, and shows or hides the cards
 * of the prerendered grid beside it, which React does not render.
 */
export default function ProjectFilters({ facets, projects, gridId }: ProjectFiltersProps) {
  const { industry, technology, choose, clear } = useProjectFilters(facets);
  const [openFilter, setOpenFilter] = useState<FilterKey | null>(null);
  const visible = useMemo(
    () => projects.filter((project) => matchesFilters(project, industry, technology)),
    [projects, industry, technology],
  );
  /** How many cards a value would show, the other filter staying as it is. */
  const countOf = (key: FilterKey, value: string) =>
    (key === "industry" ? facets.counts[value]?.[technology] : facets.counts[industry]?.[value]) ?? 0;
  const chosen = { industry, technology };

  // In the same commit as the bar: the grid and the chosen value never disagree for a frame.
  useLayoutEffect(() => {
    const shown = new Set(visible.map((project) => project.id));
    const items = document.getElementById(gridId)?.querySelectorAll<HTMLElement>(`[${PROJECT_ID}]`) ?? [];
    for (const item of items) item.hidden = !shown.has(item.getAttribute(PROJECT_ID) ?? "");
  }, [visible, gridId]);

  return (
    <>
      <div className="mb-8 flex flex-col gap-4 sm:flex-row sm:flex-wrap sm:items-end">
        {FILTERS.map(({ key, label, facet }) => (
          <FilterDropdown
            key={key}
            id={islandId("projectFilters", key)}
            label={label}
            value={chosen[key]}
            options={[ALL, ...facets[facet]].map((value) => ({ value, count: countOf(key, value) }))}
            open={openFilter === key}
            // Opening one filter closes the other: only one panel is open at a time.
            onOpenChange={(open) =>
              setOpenFilter((current) => (open ? key : current === key ? null : current))
            }
            onChoose={(value) => choose(key, value)}
          />
        ))}
        {industry !== ALL || technology !== ALL ? (
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
        <p className={cn(cardClasses({ padding: "xl" }), "text-center text-ink-muted")}>
          No projects match these filters.
        </p>
      ) : null}
    </>
  );
}
