/**
 * The one script every page loads (Vike's client entry; pages themselves are HTML-only, see
 * +config.ts): the frame's enhancement module, then the page's islands, each of which loads React
 * and its own code only when it hydrates.
 */
import { startFrame } from "./enhance/enhance-page";
import { hydrateIslands } from "./enhance/islands/start-island";

startFrame();
hydrateIslands();
