import { useData } from "vike-react/useData";
import { site } from "../../../generated/site";
import { JsonLd } from "../../../lib/structured-data/JsonLd";
import { breadcrumbs, jobPosting } from "../../../lib/structured-data/pages";
import type { Data } from "./+data";

export default function Head() {
  const { job, careersTitle } = useData<Data>();
  const trail = [
    { name: careersTitle, path: "/careers" },
    { name: job.title, path: job.href },
  ];
  return <JsonLd items={[jobPosting(site, job, job.description), breadcrumbs(site, trail)]} />;
}
