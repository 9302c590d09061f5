import type { Writer } from "./generated-file.ts";
import { siteOrigin } from "./site-origin.ts";

/** Every route of the route table, as absolute URLs. */
export const sitemap: Writer = ({ validation, data }) => {
  const origin = siteOrigin(data);
  const urls = validation.routes
    .map((route) => `  <url><loc>${new URL(route, origin).href}</loc></url>`)
    .join("\n");
  return [
    {
      path: "public/sitemap.xml",
      text: `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
    },
  ];
};
