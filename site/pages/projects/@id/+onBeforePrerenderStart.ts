import { projectDetails } from "../../../generated/projectDetails";
import { PROJECT_NOT_FOUND_ID } from "../../../lib/request-path";

export function onBeforePrerenderStart(): string[] {
  return [...projectDetails.map((detail) => `/projects/${detail.id}`), `/projects/${PROJECT_NOT_FOUND_ID}`];
}
