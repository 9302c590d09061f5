import type { PageContextServer } from "vike/types";
import { projectDetails } from "../../../generated/projectDetails";
import { techLogos } from "../../../generated/techLogos";

export function data(pageContext: PageContextServer) {
  const detail = projectDetails.find((entry) => entry.id === pageContext.routeParams.id);
  if (!detail) return { project: null };
  const logos = new Map(techLogos.logos.map((logo) => [logo.name.toLowerCase(), logo.image]));
  return {
    project: {
      ...detail,
      technologies: detail.technologies.map((name) => ({
        name,
        logo: logos.get(name.toLowerCase()) ?? null,
      })),
    },
  };
}

export type Data = Awaited<ReturnType<typeof data>>;
export type ProjectDetailData = NonNullable<Data["project"]>;
