import type { ReactNode } from "react";
import type { Service } from "../../generated/types/services";
import { CallToActionSection } from "../sections/CallToActionSection";
import { CardGridSection } from "../sections/CardGridSection";
import { ExtraSection } from "../sections/ExtraSection";
import { IntroSection } from "../sections/IntroSection";
import { PageHero } from "../sections/PageHero";
import { PointsSection } from "../sections/PointsSection";
import { ProcessSection } from "../sections/ProcessSection";
import { SnapshotSection } from "../sections/SnapshotSection";

/** One layout for every service page; a variant page differs only in content (and extra sections). */
export function ServicePage({ service }: { service: Service }) {
  const standard: [string, ReactNode][] = [
    ["hero", <PageHero key="hero" hero={service.hero} />],
    ["intro", <IntroSection key="intro" intro={service.intro} />],
    ["expertise", <CardGridSection key="expertise" grid={service.expertise} name="expertise" />],
    ["whyChooseUs", <PointsSection key="whyChooseUs" points={service.whyChooseUs} name="whyChooseUs" />],
    ["services", <CardGridSection key="services" grid={service.services} name="services" />],
    ["industries", <CardGridSection key="industries" grid={service.industries} name="industries" />],
    ["process", <ProcessSection key="process" process={service.process} />],
    ["snapshot", <SnapshotSection key="snapshot" snapshot={service.snapshot} />],
    ["closing", <CallToActionSection key="closing" cta={service.closing} />],
  ];
  const extras = service.extraSections ?? [];
  return (
    <>
      {standard.flatMap(([name, section]) => [
        section,
        ...extras
          .filter((extra) => extra.after === name)
          .map((extra) => {
            const title = (extra.cardGrid ?? extra.points ?? extra.list ?? extra.statBand)?.title;
            return <ExtraSection key={`${name}-${title}`} extra={extra} name={`${name}-extra`} />;
          }),
      ])}
    </>
  );
}
