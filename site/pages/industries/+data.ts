import { industries } from "../../generated/industries";
import { industriesPage } from "../../generated/industriesPage";

export function data() {
  return {
    page: industriesPage,
    cards: industries.map(({ slug, title, href, card }) => ({ slug, title, href, ...card })),
  };
}

export type Data = ReturnType<typeof data>;
