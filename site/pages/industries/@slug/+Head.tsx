import { useData } from "vike-react/useData";
import { industriesPage } from "../../../generated/industriesPage";
import { site } from "../../../generated/site";
import { JsonLd } from "../../../lib/structured-data/JsonLd";
import { breadcrumbs } from "../../../lib/structured-data/pages";
import type { Data } from "./+data";

export default function Head() {
  const { industry } = useData<Data>();
  const trail = [
    { name: industriesPage.title, path: "/industries" },
    { name: industry.title, path: industry.href },
  ];
  return <JsonLd items={[breadcrumbs(site, trail)]} />;
}
