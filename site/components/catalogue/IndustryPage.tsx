import type { Industry } from "../../generated/types/industries";
import { CallToActionSection } from "../sections/CallToActionSection";
import { CardGridSection } from "../sections/CardGridSection";
import { NarrowHeroVisual } from "../sections/HeroVisual";
import { IntroSection } from "../sections/IntroSection";
import { PageHero } from "../sections/PageHero";
import { SnapshotSection } from "../sections/SnapshotSection";
import { FeatureRows } from "./FeatureRows";
import { NumberedList } from "./NumberedList";
import { PageKind } from "./PageKind";

/**
 * One layout for every industry page, alternating its sections: picture and text, cards, a
 * numbered list, rows on a band, then the success story beside a picture of the work.
 */
export function IndustryPage({ industry }: { industry: Industry }) {
  return (
    <PageKind kind="industries">
      <PageHero hero={industry.hero} />
      <IntroSection intro={industry.intro} />
      <NarrowHeroVisual visual={industry.hero.visual} />
      <CardGridSection grid={industry.solutions} name="solutions" />
      <NumberedList grid={industry.challenges} name="challenges" />
      <FeatureRows grid={industry.benefits} name="benefits" />
      <SnapshotSection snapshot={industry.highlight} name="highlight" />
      <CallToActionSection cta={industry.closing} />
    </PageKind>
  );
}
