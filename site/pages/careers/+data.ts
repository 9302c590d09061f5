import { careersPage } from "../../generated/careersPage";
import { jobs } from "../../generated/jobs";

export function data() {
  return { page: careersPage, jobs };
}

export type Data = ReturnType<typeof data>;
