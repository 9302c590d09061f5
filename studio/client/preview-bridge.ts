/**
 * The preview's side of the studio's postMessage channel, added by the studio's preview server to
 * the pages it serves (never to a built page). It runs on the preview's origin, which has no rights
 * in the studio: it only scrolls its own page when the studio asks, and says which page it shows.
 * It imports nothing at run time, so it bundles alone (no chunk shared with the studio's page).
 */
import type { PreviewPath, ScrollToText } from "../shared/preview-messages.ts";

const script = document.querySelector<HTMLScriptElement>("script[data-studio-port]");
const studioPort = script?.dataset.studioPort ?? "";
// The studio's page puts the preview on its own host name (preview-origin.ts): the studio is on this one.
const studioOrigin = `http://${location.hostname}:${studioPort}`;

/** Scrolls to the first element whose text holds the start of `text`; short texts are too common to point anywhere. */
function scrollToText(text: string): void {
  const wanted = text.trim().slice(0, 60);
  if (!document.body || wanted.length < 4) return;
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.textContent?.includes(wanted)) {
      node.parentElement?.scrollIntoView({ block: "center" });
      return;
    }
  }
}

function isScrollToText(data: unknown): data is ScrollToText {
  const message = data as Partial<ScrollToText> | null;
  return message?.type === "studio:scroll-to-text" && typeof message.text === "string";
}

if (window.parent !== window && /^\d+$/.test(studioPort)) {
  window.addEventListener("message", (event) => {
    if (event.source !== window.parent || event.origin !== studioOrigin) return;
    if (isScrollToText(event.data)) scrollToText(event.data.text);
  });
  const shown: PreviewPath = { type: "preview:path", path: location.pathname + location.search };
  window.parent.postMessage(shown, studioOrigin);
}
