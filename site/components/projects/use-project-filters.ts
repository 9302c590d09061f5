import { navigate } from "vike/client/router";
import { useHydrated } from "vike-react/useHydrated";
import { usePageContext } from "vike-react/usePageContext";
import { ALL, type ProjectFacets } from "../../lib/project-filter";

export interface ProjectFilters {
  industry: string;
  technology: string;
  choose(filter: "industry" | "technology", value: string): void;
  clear(): void;
}

function known(value: string | undefined, options: readonly string[]): string {
  return value !== undefined && options.includes(value) ? value : ALL;
}

function filterUrl(pathname: string, industry: string, technology: string): string {
  const query = new URLSearchParams();
  if (industry !== ALL) query.set("industry", industry);
  if (technology !== ALL) query.set("technology", technology);
  const search = query.toString();
  return search ? `${pathname}?${search}` : pathname;
}

/**
 * The filter choice lives in the URL query, so a filtered view can be shared, reloaded and walked
 * with back/forward. The prerendered HTML shows 'All'; the query applies once the page is running.
 */
export function useProjectFilters(facets: ProjectFacets): ProjectFilters {
  const { urlParsed, urlPathname } = usePageContext();
  const hydrated = useHydrated();
  const search = hydrated ? urlParsed.search : {};
  const industry = known(search.industry, facets.industries);
  const technology = known(search.technology, facets.technologies);
  const go = (nextIndustry: string, nextTechnology: string) =>
    void navigate(filterUrl(urlPathname, nextIndustry, nextTechnology), { keepScrollPosition: true });
  return {
    industry,
    technology,
    choose: (filter, value) => (filter === "industry" ? go(value, technology) : go(industry, value)),
    clear: () => go(ALL, ALL),
  };
}
