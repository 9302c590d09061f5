import { useData } from "vike-react/useData";
import { FeedLink } from "../../../components/blog/FeedLink";
import { BLOG_TITLE } from "../../../components/blog/posts";
import { site } from "../../../generated/site";
import { JsonLd } from "../../../lib/structured-data/JsonLd";
import { blogPosting, breadcrumbs } from "../../../lib/structured-data/pages";
import type { Data } from "./+data";

export default function Head() {
  const { post } = useData<Data>();
  const trail = [
    { name: BLOG_TITLE, path: "/blog" },
    { name: post.title, path: post.href },
  ];
  return (
    <>
      <FeedLink title={`${site.name} ${BLOG_TITLE}`} />
      <JsonLd items={[blogPosting(site, post), breadcrumbs(site, trail)]} />
    </>
  );
}
