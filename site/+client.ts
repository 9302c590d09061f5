/**
 * The one script every page loads (Vike's client entry; pages themselves are HTML-only, see
 * +config.ts): site/enhance/, which starts the page's behaviours and its islands, each island
 * loading React and its own code only when it hydrates.
 */
import { enhancePage } from "./enhance/enhance-page";

enhancePage();
