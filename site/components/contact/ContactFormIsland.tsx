import { defineIsland } from "../../enhance/islands/Island";
import ContactForm from "./ContactForm";

/**
 * Hydrated when the visitor starts on the form (its bot-check waits for that too), or at once when
 * the URL names a job (`?job=<id>`), which the form writes into its description.
 */
export const ContactFormIsland = defineIsland("contactForm", ContactForm, {
  when: "interaction",
  loadIfQuery: ["job"],
});
