import type { Config } from "vike/types";
import vikeReact from "vike-react/config";

export default {
  extends: [vikeReact],
  // Pages live in site/pages/: site/pages/projects → /projects.
  filesystemRoutingRoot: "/",
  prerender: true,
  lang: "en",
  // vike-react writes <meta name="viewport" content="width=device-width,initial-scale=1">.
  viewport: "responsive",
  title: "Northwind Digital",
  // Islands: pages render to HTML only; React runs in the browser only inside islands (site/islands).
  clientRouting: false,
  meta: {
    Page: { env: { server: true } },
    Layout: { env: { server: true } },
  },
} satisfies Config;
