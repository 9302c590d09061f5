import { useData } from "vike-react/useData";
import { site } from "../../../generated/site";
import { JsonLd } from "../../../lib/structured-data/JsonLd";
import { entryBreadcrumbs, jobPosting } from "../../../lib/structured-data/pages";
import type { Data } from "./+data";

export default function Head() {
  const { job, careersTitle } = useData<Data>();
  return <JsonLd items={[jobPosting(site, job), entryBreadcrumbs(site, careersTitle, job)]} />;
}
