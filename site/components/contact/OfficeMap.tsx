import { DEFERRED_IFRAME } from "../../enhance/attributes";
import { SectionHeader } from "../sections/SectionHeader";
import { Section } from "../ui/Section";

/**
 * The head office on an embedded map. The iframe is written inside `<noscript>`: without JavaScript
 * the browser shows it as it is; with JavaScript the page's script puts it in once the page has
 * loaded (site/enhance/behaviours/deferred-iframes.ts), so the map's document, scripts and tiles
 * never compete with the page's first paint, even where the lazy iframe is near enough to the
 * viewport to load at once. The holder keeps the iframe's height, so nothing moves when it arrives.
 */
export function OfficeMap({ title, frameTitle, src }: { title: string; frameTitle: string; src: string }) {
  return (
    <Section data-section="map">
      <SectionHeader title={title} />
      <div
        className="h-80 overflow-hidden rounded-3xl border border-line sm:h-96"
        {...{ [DEFERRED_IFRAME]: "" }}
      >
        <noscript>
          <iframe
            title={frameTitle}
            src={src}
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
            className="block h-full w-full border-0"
          />
        </noscript>
      </div>
    </Section>
  );
}
