import { computeFacets, type FilterableProject } from "../../contracts/project-filter.ts";
import { banner, type Writer } from "./generated-file.ts";

/** The portfolio's filter options and counts for every pair of choices. */
export const projectFacets: Writer = ({ data }) => {
  const facets = computeFacets((data.get("projects") ?? []) as FilterableProject[]);
  return [
    {
      path: "project-facets.ts",
      text: `${banner}import type { ProjectFacets } from "../../contracts/project-filter";\n\nexport const projectFacets: ProjectFacets = ${JSON.stringify(facets, null, 1)};\n`,
    },
  ];
};
