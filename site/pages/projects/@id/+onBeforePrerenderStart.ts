import { PROJECT_NOT_FOUND_ID } from "../../../../contracts/not-found";
import { projectDetails } from "../../../generated/projectDetails";

export function onBeforePrerenderStart(): string[] {
  return [...projectDetails.map((detail) => `/projects/${detail.id}`), `/projects/${PROJECT_NOT_FOUND_ID}`];
}
