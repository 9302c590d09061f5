import { industries } from "../../generated/industries";
import { industriesPage } from "../../generated/industriesPage";

export function data() {
  return {
    page: industriesPage,
    cards: industries.map((industry) => ({ slug: industry.slug, title: industry.title, ...industry.card })),
  };
}

export type Data = ReturnType<typeof data>;
