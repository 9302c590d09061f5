import { useData } from "vike-react/useData";
import { industriesPage } from "../../../generated/industriesPage";
import { site } from "../../../generated/site";
import { JsonLd } from "../../../lib/structured-data/JsonLd";
import { entryBreadcrumbs } from "../../../lib/structured-data/pages";
import type { Data } from "./+data";

export default function Head() {
  const { industry } = useData<Data>();
  return <JsonLd items={[entryBreadcrumbs(site, industriesPage.title, industry)]} />;
}
