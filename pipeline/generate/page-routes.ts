import { pageRoutes } from "../routes/routes.ts";
import { banner, type Writer } from "./generated-file.ts";

/** The one-off pages' routes as a type, so a link the site spells by hand is checked against them. */
export const pageRouteType: Writer = ({ validation }) => {
  const union = pageRoutes(validation.collections)
    .map((route) => JSON.stringify(route))
    .join(" | ");
  return [
    {
      path: "page-routes.ts",
      text: `${banner}/** The route of each one-off page (the registry's single collections with a page, and code routes). */\nexport type PageRoute = ${union || "never"};\n`,
    },
  ];
};
