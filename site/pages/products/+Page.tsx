import { useData } from "vike-react/useData";
import { CallToActionSection } from "../../components/sections/CallToActionSection";
import { CardGridSection, GridCard } from "../../components/sections/CardGridSection";
import { PageHero } from "../../components/sections/PageHero";
import { PointsSection } from "../../components/sections/PointsSection";
import { ProcessSection } from "../../components/sections/ProcessSection";
import { SectionHeader } from "../../components/sections/SectionHeader";
import { SnapshotSection } from "../../components/sections/SnapshotSection";
import { Section } from "../../components/ui/Section";
import type { Data } from "./+data";

export default function Page() {
  const { page } = useData<Data>();
  return (
    <>
      <PageHero hero={page.hero} />
      <Section data-section="products">
        <SectionHeader title={page.products.title} intro={page.products.intro} />
        <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-4">
          {page.products.items.map((product) => (
            <li key={product.title}>
              <GridCard
                card={{
                  icon: product.icon,
                  title: product.title,
                  description: product.description,
                  bullets: product.features,
                  colour: product.colour,
                }}
                eyebrow={product.category}
              />
            </li>
          ))}
        </ul>
      </Section>
      <CardGridSection grid={page.industrySolutions} name="industrySolutions" />
      <PointsSection points={page.whyChoose} name="whyChoose" />
      <ProcessSection process={page.process} />
      <SnapshotSection snapshot={page.successStory} name="successStory" />
      <CallToActionSection cta={page.closing} />
    </>
  );
}
