import { useData } from "vike-react/useData";
import { projectsPage } from "../../../generated/projectsPage";
import { site } from "../../../generated/site";
import { JsonLd } from "../../../lib/structured-data/JsonLd";
import { entryBreadcrumbs, project } from "../../../lib/structured-data/pages";
import type { Data } from "./+data";

/** The 'Project Not Found' page is no project: it gets no structured data. */
export default function Head() {
  const { project: detail } = useData<Data>();
  if (!detail) return null;
  return <JsonLd items={[project(site, detail), entryBreadcrumbs(site, projectsPage.title, detail)]} />;
}
