import { useData } from "vike-react/useData";
import { PostArticle } from "../../../components/blog/PostArticle";
import type { Data } from "./+data";

export default function Page() {
  return <PostArticle post={useData<Data>().post} />;
}
