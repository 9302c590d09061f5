import type { Config } from "vike/types";
import vikeReact from "vike-react/config";

export default {
  extends: [vikeReact],
  // Pages live in site/pages/: site/pages/projects → /projects.
  filesystemRoutingRoot: "/",
  prerender: true,
  lang: "en",
  title: "Northwind Digital",
} satisfies Config;
