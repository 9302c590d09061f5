import { SectionHeader } from "../sections/SectionHeader";
import { Section } from "../ui/Section";

/** The head office on an embedded map (loaded lazily). */
export function OfficeMap({ title, frameTitle, src }: { title: string; frameTitle: string; src: string }) {
  return (
    <Section data-section="map">
      <SectionHeader title={title} />
      <div className="overflow-hidden rounded-3xl border border-line">
        <iframe
          title={frameTitle}
          src={src}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          className="block h-80 w-full border-0 sm:h-96"
        />
      </div>
    </Section>
  );
}
