import type { ClientLogo } from "../../pages/index/+data";
import { SectionHeader } from "../sections/SectionHeader";
import { Section } from "../ui/Section";
import { LogoGrid } from "./LogoGrid";

interface TrustedByProps {
  title: string;
  intro?: string;
  initialCount: number;
  logos: readonly ClientLogo[];
}

export function TrustedBy({ title, intro, initialCount, logos }: TrustedByProps) {
  return (
    <Section data-section="trustedBy">
      <SectionHeader title={title} intro={intro} />
      <LogoGrid logos={logos} initialCount={initialCount} />
    </Section>
  );
}
