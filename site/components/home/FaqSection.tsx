import { SectionHeader } from "../sections/SectionHeader";
import { Section } from "../ui/Section";
import { FaqAccordion } from "./FaqAccordion";

interface FaqSectionProps {
  title: string;
  items: readonly { question: string; answer: string }[];
}

export function FaqSection({ title, items }: FaqSectionProps) {
  return (
    <Section data-section="faq">
      <SectionHeader title={title} />
      <FaqAccordion items={items} />
    </Section>
  );
}
