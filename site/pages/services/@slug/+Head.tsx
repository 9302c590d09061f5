import { useData } from "vike-react/useData";
import { servicesPage } from "../../../generated/servicesPage";
import { site } from "../../../generated/site";
import { JsonLd } from "../../../lib/structured-data/JsonLd";
import { breadcrumbs, service } from "../../../lib/structured-data/pages";
import type { Data } from "./+data";

export default function Head() {
  const { service: entry } = useData<Data>();
  const trail = [
    { name: servicesPage.title, path: "/services" },
    { name: entry.title, path: entry.href },
  ];
  return <JsonLd items={[service(site, entry), breadcrumbs(site, trail)]} />;
}
