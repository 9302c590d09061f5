import { projectDetails } from "../generated/projectDetails";

export type ProjectLink =
  | { kind: "internal"; href: string }
  | { kind: "external"; href: string }
  | { kind: "none" };

const detailIds = new Set(projectDetails.map((detail) => detail.id));

/** The portfolio's rule: a detail record links to its page, else the live site (new tab), else no link. */
export function projectLink(id: string, link: string): ProjectLink {
  if (detailIds.has(id)) return { kind: "internal", href: `/projects/${id}` };
  return link !== "#" ? { kind: "external", href: link } : { kind: "none" };
}
