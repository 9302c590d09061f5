import { render } from "vike/abort";
import type { PageContextServer } from "vike/types";
import { careersPage } from "../../../generated/careersPage";
import { jobs } from "../../../generated/jobs";

export function data(pageContext: PageContextServer) {
  const job = jobs.find((entry) => entry.id === pageContext.routeParams.id);
  if (!job) throw render(404);
  return { job, applyLabel: careersPage.openings.applyLabel, careersTitle: careersPage.hero.title };
}

export type Data = ReturnType<typeof data>;
