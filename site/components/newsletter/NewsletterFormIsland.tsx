import { defineIsland } from "../../enhance/islands/Island";
import NewsletterForm from "./NewsletterForm";

/** At the foot of the home page: hydrated when it comes into view. */
export const NewsletterFormIsland = defineIsland("newsletter", NewsletterForm, "visible");
