import { site } from "./generated/site";

/** Shared head tags. The viewport tag is vike-react's (`viewport` in +config.ts), not repeated here. */
export default function Head() {
  return (
    <>
      <meta name="theme-color" content="#0b1020" />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <meta property="og:site_name" content={site.name} />
    </>
  );
}
