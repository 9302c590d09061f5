import { projectFacets } from "../../generated/project-facets";
import { projects } from "../../generated/projects";
import { projectsPage } from "../../generated/projectsPage";
import { projectLink } from "../../lib/project-link";

export function data() {
  const cards = projects.map(({ id, title, thumbnail, mockup, tags, industry, technologies, link }) => ({
    id,
    title,
    thumbnail,
    mockup,
    tags,
    industry,
    technologies,
    link: projectLink(id, link),
  }));
  return { page: projectsPage, cards, facets: projectFacets };
}

export type Data = ReturnType<typeof data>;
export type ProjectCardData = Data["cards"][number];
