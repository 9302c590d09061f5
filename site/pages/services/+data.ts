import { serviceMenu } from "../../generated/menus";
import { services } from "../../generated/services";
import { servicesPage } from "../../generated/servicesPage";

export function data() {
  const cards = new Map(
    services.map((service) => [service.slug, { slug: service.slug, title: service.title, ...service.card }]),
  );
  const groups = serviceMenu.map(({ group, items }) => ({
    group,
    cards: items.flatMap((item) => cards.get(item.href.replace("/services/", "")) ?? []),
  }));
  return { page: servicesPage, groups };
}

export type Data = ReturnType<typeof data>;
