/**
 * The one script every page loads (Vike's client entry; pages themselves are HTML-only, see
 * +config.ts): site/enhance/, which starts the page's behaviours and its islands, each island
 * loading Preact and its own code only when it hydrates. Under `site dev` it also starts the live
 * preview (site/live-preview/), which a build leaves out.
 */
import { enhancePage } from "./enhance/enhance-page";

void enhancePage();
if (import.meta.env.DEV) void import("./live-preview/live-preview").then((live) => live.startLivePreview());
