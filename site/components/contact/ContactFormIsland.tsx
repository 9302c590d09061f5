import { defineIsland } from "../../islands/Island";
import ContactForm from "./ContactForm";

/** The first thing on /contact: hydrated as soon as the page loads. */
export const ContactFormIsland = defineIsland("contactForm", ContactForm, "load");
