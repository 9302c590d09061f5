import type { Action } from "../../generated/types/sections";
import type { FeaturedProjectCard as CardData } from "../../pages/index/+data";
import { ActionLinks } from "../ActionLinks";
import { SectionHeader } from "../sections/SectionHeader";
import { Section } from "../ui/Section";
import { FeaturedProjectCard } from "./FeaturedProjectCard";

interface FeaturedProjectsProps {
  title: string;
  intro?: string;
  action: Action;
  cards: readonly CardData[];
}

/** 'Featured Projects': the projects marked featured, with their summaries and technologies. */
export function FeaturedProjects({ title, intro, action, cards }: FeaturedProjectsProps) {
  return (
    <Section data-section="featuredProjects">
      <SectionHeader title={title} intro={intro} />
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {cards.map((card) => (
          <li key={card.id}>
            <FeaturedProjectCard card={card} />
          </li>
        ))}
      </ul>
      <ActionLinks actions={[action]} className="mt-10 justify-center" />
    </Section>
  );
}
