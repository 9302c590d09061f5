import { hasEntries } from "../../../lib/has-entries";

// With every job closed there is no job URL to prerender; saying so keeps Vike from warning on every build.
// (Vike runs this file from a copy beside it, so the path is from this folder.)
export const prerender = () =>
  hasEntries(new URL("../../../generated/has-entries.json", import.meta.url), "jobs");
