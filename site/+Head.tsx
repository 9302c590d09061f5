import { site } from "./generated/site";

export default function Head() {
  return (
    <>
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <meta name="theme-color" content="#0b1020" />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <meta property="og:site_name" content={site.name} />
    </>
  );
}
