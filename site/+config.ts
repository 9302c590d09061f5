import type { Config } from "vike/types";
import vikeReact from "vike-react/config";
import type { OpenGraphType } from "./lib/page-head";

declare global {
  namespace Vike {
    interface Config {
      /** The page's `og:type` (site/+Head.tsx); "website" unless a page says otherwise. */
      ogType?: OpenGraphType;
    }
  }
}

export default {
  extends: [vikeReact],
  // Pages live in site/pages/: site/pages/projects → /projects.
  filesystemRoutingRoot: "/",
  // The build (pipeline/prerender/prerender.ts) prerenders after `vike build` itself, to count the
  // pages. Rendering a page is synchronous, writing it is not: with Vike's default of one page in
  // flight per core the process sat idle for 1.5 s of 9 at ×30 content, waiting for writes; with
  // eight there is always a page to render meanwhile.
  prerender: { disableAutoRun: true, parallel: 8 },
  lang: "en",
  // vike-react writes <meta name="viewport" content="width=device-width,initial-scale=1">.
  viewport: "responsive",
  title: "Northwind Digital",
  // Islands: pages render to HTML only; React runs in the browser only inside islands (site/enhance/islands).
  clientRouting: false,
  meta: {
    Page: { env: { server: true } },
    Layout: { env: { server: true } },
    ogType: { env: { server: true } },
  },
} satisfies Config;
