import { REVEAL_FIRST_DELAY } from "../../enhance/attributes";
import type { Action } from "../../generated/types/sections";
import type { CoreServiceCard } from "../../pages/index/+data";
import { ActionLinks } from "../ActionLinks";
import { LinkedCard } from "../catalogue/LinkedCard";
import { SectionHeader } from "../sections/SectionHeader";
import { Section } from "../ui/Section";

interface CoreServicesProps {
  title: string;
  intro?: string;
  action: Action;
  cards: readonly CoreServiceCard[];
}

/** 'Our Core Services': the services marked for the home page, each linking to its page. */
export function CoreServices({ title, intro, action, cards }: CoreServicesProps) {
  return (
    <Section data-section="coreServices">
      <SectionHeader title={title} intro={intro} />
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3" {...{ [REVEAL_FIRST_DELAY]: true }}>
        {cards.map(({ slug, title: name, href, card }) => (
          <li key={slug}>
            <LinkedCard
              href={href}
              icon={card.icon}
              title={name}
              description={card.description}
              bullets={card.features}
              colour={card.colour}
              linkLabel="Learn more"
            />
          </li>
        ))}
      </ul>
      <ActionLinks actions={[action]} className="mt-10 justify-center" />
    </Section>
  );
}
