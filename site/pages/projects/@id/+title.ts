import type { PageContext } from "vike/types";
import { site } from "../../../generated/site";
import type { Data } from "./+data";

export const title = (pageContext: PageContext<Data>) =>
  `${pageContext.data.project ? pageContext.data.project.title : "Project Not Found"} | ${site.name}`;
