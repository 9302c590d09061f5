import type { PageContext } from "vike/types";
import type { Data } from "./+data";

export function title(pageContext: PageContext<Data>): string {
  return `${pageContext.data.name} | ${pageContext.data.tagline}`;
}
