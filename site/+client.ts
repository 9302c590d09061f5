/**
 * The one script every page loads (Vike's client entry; pages themselves are HTML-only, see
 * +config.ts): the frame's enhancement module, then the page's islands, each of which loads React
 * and its own code only when it hydrates.
 */
import { startFrame } from "./frame/start-frame";
import { hydrateIslands } from "./islands/hydrate-islands";

startFrame();
hydrateIslands();
