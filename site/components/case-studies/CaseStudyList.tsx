import { SectionHeader } from "../sections/SectionHeader";
import { Section } from "../ui/Section";
import { CaseStudyCard, type CaseStudyData } from "./CaseStudyCard";

interface CaseStudyListProps {
  title: string;
  intro?: string;
  studies: readonly CaseStudyData[];
}

export function CaseStudyList({ title, intro, studies }: CaseStudyListProps) {
  return (
    <Section data-section="case-studies">
      <SectionHeader title={title} intro={intro} />
      <ul className="space-y-10">
        {studies.map((study) => (
          <li key={study.id}>
            <CaseStudyCard study={study} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
