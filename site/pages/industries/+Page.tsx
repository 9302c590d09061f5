import { useData } from "vike-react/useData";
import { LinkedCard } from "../../components/catalogue/LinkedCard";
import { CallToActionSection } from "../../components/sections/CallToActionSection";
import { IntroHero } from "../../components/sections/IntroHero";
import { PointsSection } from "../../components/sections/PointsSection";
import { Heading } from "../../components/ui/Heading";
import { Section } from "../../components/ui/Section";
import type { Data } from "./+data";

export default function Page() {
  const { page, cards } = useData<Data>();
  return (
    <>
      <IntroHero hero={{ title: page.title, text: page.intro }} />
      <Section data-section="industries" aria-labelledby="industries-heading">
        {/* The h1 → h2 → h3 outline: the cards are h3s, and the design shows no heading above them. */}
        <Heading level={2} id="industries-heading" className="sr-only">
          Industries
        </Heading>
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {cards.map((card) => (
            <li key={card.slug}>
              <LinkedCard
                href={card.href}
                icon={card.icon}
                title={card.title}
                description={card.description}
                bullets={card.solutions}
                colour={card.colour}
                linkLabel="Explore solutions"
              />
            </li>
          ))}
        </ul>
      </Section>
      <PointsSection points={page.whyUs} name="whyUs" />
      <CallToActionSection cta={page.closing} />
    </>
  );
}
