import { otherListingHrefs } from "../../components/blog/listing";

// Up to 12 posts there are no further pages; saying so keeps Vike from warning on every build.
export const prerender = () => otherListingHrefs.length > 0;
