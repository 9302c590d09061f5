import { caseStudies } from "../../generated/caseStudies";
import { caseStudiesPage } from "../../generated/caseStudiesPage";

export function data() {
  return { page: caseStudiesPage, studies: caseStudies };
}

export type Data = ReturnType<typeof data>;
