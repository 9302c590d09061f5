import { blog } from "../../../generated/blog";

// With no posts there is no post URL to prerender; saying so keeps Vike from warning on every build.
export const prerender = () => blog.length > 0;
