import vikeReact from "vike-react/config";
import type { Config } from "vike/types";

export default {
  extends: [vikeReact],
  // Pages live in site/pages/: site/pages/projects → /projects.
  filesystemRoutingRoot: "/",
  prerender: true,
  lang: "en",
  title: "Northwind Digital",
} satisfies Config;
