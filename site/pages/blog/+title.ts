import { BLOG_TITLE } from "../../components/blog/posts";
import { pageTitle } from "../../lib/page-title";

export const title = pageTitle(BLOG_TITLE);
