import { projectDetails } from "../generated/projectDetails";

export type ProjectLink =
  | { kind: "internal"; href: string }
  | { kind: "external"; href: string }
  | { kind: "none" };

const detailHrefs = new Map(projectDetails.map((detail) => [detail.id, detail.href]));

/** The portfolio's rule: a detail record links to its page, else the live site (new tab), else no link. */
export function projectLink(id: string, link: string): ProjectLink {
  const detailHref = detailHrefs.get(id);
  if (detailHref) return { kind: "internal", href: detailHref };
  return link !== "#" ? { kind: "external", href: link } : { kind: "none" };
}
