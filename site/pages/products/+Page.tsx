import { useData } from "vike-react/useData";
import { FeatureRows } from "../../components/catalogue/FeatureRows";
import { PageKind } from "../../components/catalogue/PageKind";
import { CallToActionSection } from "../../components/sections/CallToActionSection";
import { GridCard } from "../../components/sections/CardGridSection";
import { NarrowHeroVisual } from "../../components/sections/HeroVisual";
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
    <PageKind kind="products">
      <PageHero hero={page.hero} />
      <NarrowHeroVisual visual={page.hero.visual} />
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
      <FeatureRows grid={page.industrySolutions} name="industrySolutions" />
      <PointsSection points={page.whyChoose} name="whyChoose" />
      <ProcessSection process={page.process} layout="timeline" />
      <SnapshotSection snapshot={page.successStory} name="successStory" />
      <CallToActionSection cta={page.closing} />
    </PageKind>
  );
}
