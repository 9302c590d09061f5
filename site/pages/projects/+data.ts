import { projectFacets } from "../../generated/project-facets";
import { projectDetails } from "../../generated/projectDetails";
import { projects } from "../../generated/projects";
import { projectsPage } from "../../generated/projectsPage";

export type ProjectLink =
  | { kind: "internal"; href: string }
  | { kind: "external"; href: string }
  | { kind: "none" };

export function data() {
  const detailIds = new Set(projectDetails.map((detail) => detail.id));
  const cards = projects.map(({ id, title, thumbnail, mockup, tags, industry, technologies, link }) => ({
    id,
    title,
    thumbnail,
    mockup,
    tags,
    industry,
    technologies,
    link: (detailIds.has(id)
      ? { kind: "internal", href: `/projects/${id}` }
      : link !== "#"
        ? { kind: "external", href: link }
        : { kind: "none" }) satisfies ProjectLink as ProjectLink,
  }));
  return { page: projectsPage, cards, facets: projectFacets };
}

export type Data = ReturnType<typeof data>;
export type ProjectCardData = Data["cards"][number];
