import { useSyncExternalStore } from "react";
import { ALL, type ProjectFacets } from "../../../contracts/project-filter";

export interface ProjectFilters {
  industry: string;
  technology: string;
  choose(filter: "industry" | "technology", value: string): void;
  clear(): void;
}

/** Fired on window when the filters push a new URL (pushState fires no event of its own). */
const FILTERS_CHANGED = "project-filters-change";

function known(value: string | null, options: readonly string[]): string {
  return value !== null && options.includes(value) ? value : ALL;
}

function filterUrl(pathname: string, industry: string, technology: string): string {
  const query = new URLSearchParams();
  if (industry !== ALL) query.set("industry", industry);
  if (technology !== ALL) query.set("technology", technology);
  const search = query.toString();
  return search ? `${pathname}?${search}` : pathname;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener("popstate", onChange);
  window.addEventListener(FILTERS_CHANGED, onChange);
  return () => {
    window.removeEventListener("popstate", onChange);
    window.removeEventListener(FILTERS_CHANGED, onChange);
  };
}

/**
 * The filter choice lives in the URL query, so a filtered view can be shared, reloaded and walked
 * with back/forward. The prerendered HTML (and the hydrating render) shows 'All'; the query applies
 * right after.
 */
export function useProjectFilters(facets: ProjectFacets): ProjectFilters {
  const search = useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => "",
  );
  const query = new URLSearchParams(search);
  const industry = known(query.get("industry"), facets.industries);
  const technology = known(query.get("technology"), facets.technologies);
  const go = (nextIndustry: string, nextTechnology: string) => {
    window.history.pushState(null, "", filterUrl(window.location.pathname, nextIndustry, nextTechnology));
    window.dispatchEvent(new Event(FILTERS_CHANGED));
  };
  return {
    industry,
    technology,
    choose: (filter, value) => (filter === "industry" ? go(value, technology) : go(industry, value)),
    clear: () => go(ALL, ALL),
  };
}
