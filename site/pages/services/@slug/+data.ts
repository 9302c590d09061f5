import { render } from "vike/abort";
import type { PageContextServer } from "vike/types";
import { services } from "../../../generated/services";

export function data(pageContext: PageContextServer) {
  const service = services.find((entry) => entry.slug === pageContext.routeParams.slug);
  if (!service) throw render(404);
  return { service };
}

export type Data = ReturnType<typeof data>;
