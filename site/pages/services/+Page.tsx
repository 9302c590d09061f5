import { useData } from "vike-react/useData";
import { LinkedCard } from "../../components/catalogue/LinkedCard";
import { CallToActionSection } from "../../components/sections/CallToActionSection";
import { IntroHero } from "../../components/sections/IntroHero";
import { ProcessSection } from "../../components/sections/ProcessSection";
import { Heading } from "../../components/ui/Heading";
import { Section } from "../../components/ui/Section";
import type { Data } from "./+data";

export default function Page() {
  const { page, groups } = useData<Data>();
  return (
    <>
      <IntroHero hero={{ title: page.title, text: page.intro }} />
      {groups.map(({ group, cards }) => (
        <Section key={group} aria-labelledby={`group-${cards[0]?.slug}`} data-section="service-group">
          <Heading level={2} id={`group-${cards[0]?.slug}`} className="mb-6">
            {group}
          </Heading>
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {cards.map((card) => (
              <li key={card.slug}>
                <LinkedCard
                  href={card.href}
                  icon={card.icon}
                  title={card.title}
                  description={card.description}
                  bullets={card.features}
                  colour={card.colour}
                  linkLabel="Learn more"
                />
              </li>
            ))}
          </ul>
        </Section>
      ))}
      <ProcessSection process={page.process} />
      <CallToActionSection cta={page.closing} />
    </>
  );
}
