import { routeFiles } from "../routes/routes.ts";
import type { Writer } from "./generated-file.ts";
import { lastModifiedOf } from "./last-modified.ts";
import { siteOrigin } from "./site-origin.ts";

/**
 * Every route of the route table as an absolute URL, with the day its content last changed. A code
 * route with no content of its own (/blog before the first post) takes site.yaml's, the content
 * every page shows. Drafts (which only `site dev` builds) are left out.
 */
export const sitemap: Writer = ({ root, validation, data }) => {
  const origin = siteOrigin(data);
  const files = routeFiles(validation.collections);
  const siteFile = "content/site.yaml";
  const lastModified = lastModifiedOf(root, [...[...files.values()].flat(), siteFile]);
  const drafts = new Set(validation.draftRoutes);
  const urls = validation.routes
    .filter((route) => !drafts.has(route))
    .map((route) => {
      const loc = `${origin}${route === "/" ? "" : route}`;
      const lastmod = lastModified(files.get(route) ?? [siteFile]);
      return `  <url><loc>${loc}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</url>`;
    })
    .join("\n");
  return [
    {
      path: "public/sitemap.xml",
      text: `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
    },
  ];
};
