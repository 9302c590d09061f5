import { defineIsland } from "../../enhance/islands/Island";
import ProjectFilters from "./ProjectFilters";

/**
 * Hydrated when the visitor reaches for a filter, or at once when the URL already holds a choice
 * (`?industry=…`, `?technology=…`), which the grid must show from the start.
 */
export const ProjectFiltersIsland = defineIsland("projectFilters", ProjectFilters, {
  when: "interaction",
  loadIfQuery: ["industry", "technology"],
});
