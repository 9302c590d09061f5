import { useData } from "vike-react/useData";
import { BlogListing } from "../../components/blog/BlogListing";
import type { Data } from "./+data";

export default function Page() {
  return <BlogListing {...useData<Data>()} />;
}
