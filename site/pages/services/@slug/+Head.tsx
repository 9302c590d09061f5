import { useData } from "vike-react/useData";
import { servicesPage } from "../../../generated/servicesPage";
import { site } from "../../../generated/site";
import { JsonLd } from "../../../lib/structured-data/JsonLd";
import { entryBreadcrumbs, service } from "../../../lib/structured-data/pages";
import type { Data } from "./+data";

export default function Head() {
  const { service: entry } = useData<Data>();
  return <JsonLd items={[service(site, entry), entryBreadcrumbs(site, servicesPage.title, entry)]} />;
}
