import type { StatBand } from "../../generated/types/sections";
import { Section } from "../ui/Section";
import { SectionHeader } from "./SectionHeader";
import { StatList } from "./StatList";

export function StatBandSection({ band, name }: { band: StatBand; name: string }) {
  return (
    <Section data-section={name}>
      <SectionHeader title={band.title} />
      <StatList stats={band.stats} />
    </Section>
  );
}
