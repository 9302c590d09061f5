import { hasEntries } from "../../../generated/routing";

// With no posts there is no post URL to prerender; saying so keeps Vike from warning on every build.
export const prerender = () => hasEntries.blog === true;
