import type { MenuGroup, MenuItem } from "../../contracts/menu.ts";
import { readSchema } from "../validate/schemas.ts";
import { banner, type Writer } from "./generated-file.ts";

/**
 * The header's Services and Industries menus, derived from the collections (already in order, each
 * entry with its `href`), so there is no second list of services to keep in step.
 */
export const menus: Writer = ({ root, data }) => {
  const services = (data.get("services") ?? []) as (MenuItem & { group: string })[];
  const industries = (data.get("industries") ?? []) as MenuItem[];
  const groupSchema = readSchema(root, "services").properties?.group as { enum?: string[] } | undefined;
  const serviceMenu: MenuGroup[] = (groupSchema?.enum ?? []).map((group) => ({
    group,
    items: services.filter((service) => service.group === group).map(({ title, href }) => ({ title, href })),
  }));
  const industryMenu: MenuItem[] = industries.map(({ title, href }) => ({ title, href }));
  return [
    {
      path: "menus.ts",
      text: `${banner}import type { MenuGroup, MenuItem } from "../../contracts/menu";\n\nexport const serviceMenu: MenuGroup[] = ${JSON.stringify(serviceMenu, null, 1)};\n\nexport const industryMenu: MenuItem[] = ${JSON.stringify(industryMenu, null, 1)};\n`,
    },
  ];
};
