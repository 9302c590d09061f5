import { useData } from "vike-react/useData";
import { BLOG_TITLE } from "../../../components/blog/posts";
import { site } from "../../../generated/site";
import { JsonLd } from "../../../lib/structured-data/JsonLd";
import { blogPosting, entryBreadcrumbs } from "../../../lib/structured-data/pages";
import type { Data } from "./+data";

export default function Head() {
  const { post } = useData<Data>();
  return <JsonLd items={[blogPosting(site, post), entryBreadcrumbs(site, BLOG_TITLE, post)]} />;
}
