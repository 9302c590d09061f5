import type { Writer } from "./generated-file.ts";
import { siteOrigin } from "./site-origin.ts";

/** Everything may be crawled; the sitemap says where the pages are. */
export const robots: Writer = ({ data }) => [
  {
    path: "public/robots.txt",
    text: `User-agent: *\nAllow: /\nSitemap: ${new URL("/sitemap.xml", siteOrigin(data)).href}\n`,
  },
];
