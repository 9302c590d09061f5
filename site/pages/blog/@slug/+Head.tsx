import { useData } from "vike-react/useData";
import { FeedLink } from "../../../components/blog/FeedLink";
import { BLOG_TITLE } from "../../../components/blog/posts";
import { site } from "../../../generated/site";
import { JsonLd } from "../../../lib/structured-data/JsonLd";
import { blogPosting, entryBreadcrumbs } from "../../../lib/structured-data/pages";
import type { Data } from "./+data";

export default function Head() {
  const { post } = useData<Data>();
  return (
    <>
      <FeedLink title={`${site.name} ${BLOG_TITLE}`} />
      <JsonLd items={[blogPosting(site, post), entryBreadcrumbs(site, BLOG_TITLE, post)]} />
    </>
  );
}
