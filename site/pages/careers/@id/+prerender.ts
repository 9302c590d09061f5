import { hasEntries } from "../../../generated/routing";

// With every job closed there is no job URL to prerender; saying so keeps Vike from warning on every build.
export const prerender = () => hasEntries.jobs === true;
