import { site } from "../../generated/site";
import { JsonLd } from "../../lib/structured-data/JsonLd";
import { organization, website } from "../../lib/structured-data/organization";

export default function Head() {
  return <JsonLd items={[organization(site), website(site)]} />;
}
