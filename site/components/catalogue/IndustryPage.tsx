import type { Industry } from "../../generated/types/industries";
import { CallToActionSection } from "../sections/CallToActionSection";
import { CardGridSection } from "../sections/CardGridSection";
import { IntroSection } from "../sections/IntroSection";
import { PageHero } from "../sections/PageHero";
import { SnapshotSection } from "../sections/SnapshotSection";

/** One layout for every industry page. */
export function IndustryPage({ industry }: { industry: Industry }) {
  return (
    <>
      <PageHero hero={industry.hero} />
      <IntroSection intro={industry.intro} />
      <CardGridSection grid={industry.solutions} name="solutions" />
      <CardGridSection grid={industry.challenges} name="challenges" />
      <CardGridSection grid={industry.benefits} name="benefits" />
      <SnapshotSection snapshot={industry.highlight} name="highlight" />
      <CallToActionSection cta={industry.closing} />
    </>
  );
}
