import { usePageContext } from "vike-react/usePageContext";
import { LIVE_PREVIEW_PAGE } from "../contracts/live-preview";
import drafts from "./generated/drafts.json";
import routes from "./generated/routes.json";
import { site } from "./generated/site";
import { socialImages } from "./generated/social-images";
import { pageHead } from "./lib/page-head";

/**
 * Page changes are full document loads (no client router): same-origin links are prefetched when
 * a visitor shows intent (hover, focus, pointer down), so the next page is usually in the cache
 * before the click. Links into the form API are never touched.
 */
const speculationRules = JSON.stringify({
  prefetch: [
    {
      where: { and: [{ href_matches: "/*" }, { not: { href_matches: "/api/*" } }] },
      eagerness: "moderate",
    },
  ],
});

/**
 * Shared head tags. The viewport tag is vike-react's (`viewport` in +config.ts), not repeated here;
 * so are the title, the description and their og: twins (`+title`, `+description` per page).
 */
export default function Head() {
  const { urlPathname, config, pageId } = usePageContext();
  const head = pageHead({
    origin: site.url,
    pathname: urlPathname,
    routes,
    ogType: config.ogType,
    socialImages,
    drafts,
  });
  const { image } = head;
  return (
    <>
      <meta name="theme-color" content="#0b1020" />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      {head.canonical && <link rel="canonical" href={head.canonical} />}
      {head.canonical && <meta property="og:url" content={head.canonical} />}
      {head.noindex && <meta name="robots" content="noindex" />}
      <meta property="og:type" content={head.ogType} />
      <meta property="og:site_name" content={site.name} />
      {image && (
        <>
          <meta property="og:image" content={image.url} />
          <meta property="og:image:type" content={image.type} />
          <meta property="og:image:width" content={String(image.width)} />
          <meta property="og:image:height" content={String(image.height)} />
          <meta property="og:image:alt" content={image.alt} />
          <meta name="twitter:card" content="summary_large_image" />
          <meta name="twitter:image" content={image.url} />
          <meta name="twitter:image:alt" content={image.alt} />
        </>
      )}
      {/* `site dev` only: which page this is, for the live preview (site/live-preview/). */}
      {import.meta.env.DEV && <meta name={LIVE_PREVIEW_PAGE} content={pageId ?? ""} />}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant JSON document, hashed into the CSP */}
      <script type="speculationrules" dangerouslySetInnerHTML={{ __html: speculationRules }} />
    </>
  );
}
