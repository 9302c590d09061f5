import { render } from "vike/abort";
import type { PageContextServer } from "vike/types";
import { industries } from "../../../generated/industries";

export function data(pageContext: PageContextServer) {
  const industry = industries.find((entry) => entry.slug === pageContext.routeParams.slug);
  if (!industry) throw render(404);
  return { industry };
}

export type Data = ReturnType<typeof data>;
