import { notFoundHref, projectDetails } from "../../../generated/projectDetails";

export function onBeforePrerenderStart(): string[] {
  return [...projectDetails.map((detail) => detail.href), notFoundHref];
}
