import { serviceMenu } from "../../generated/menus";
import { services } from "../../generated/services";
import { servicesPage } from "../../generated/servicesPage";

export function data() {
  const cards = new Map(
    services.map(({ slug, title, href, card }) => [href, { slug, title, href, ...card }]),
  );
  const groups = serviceMenu.map(({ group, items }) => ({
    group,
    cards: items.flatMap((item) => cards.get(item.href) ?? []),
  }));
  return { page: servicesPage, groups };
}

export type Data = ReturnType<typeof data>;
