import { afterLoad } from "../after-load";
import { DEFERRED_IFRAME } from "../attributes";

const HOLDER = `[${DEFERRED_IFRAME}]`;

/**
 * Embedded iframes (the contact page's map) that wait for the page: each holder's `<noscript>`
 * holds the iframe's markup, which goes into the page once it has loaded and shown its largest
 * paint. The markup is the page's own, prerendered by the build.
 */
export function startDeferredIframes(): void {
  const holders = [...document.querySelectorAll<HTMLElement>(HOLDER)];
  if (holders.length === 0) return;
  afterLoad(() => {
    for (const holder of holders) {
      const markup = holder.querySelector("noscript")?.textContent;
      if (markup) holder.innerHTML = markup;
    }
  });
}
