import { Fragment, type ReactNode } from "react";
import type { Service } from "../../generated/types/services";
import { CallToActionSection } from "../sections/CallToActionSection";
import { CardGridSection } from "../sections/CardGridSection";
import { ExtraSection } from "../sections/ExtraSection";
import { NarrowHeroVisual } from "../sections/HeroVisual";
import { IntroSection } from "../sections/IntroSection";
import { PageHero } from "../sections/PageHero";
import { PointsSection } from "../sections/PointsSection";
import { ProcessSection } from "../sections/ProcessSection";
import { SnapshotSection } from "../sections/SnapshotSection";
import { FeatureRows } from "./FeatureRows";
import { PageKind } from "./PageKind";
import { StatsBand } from "./StatsBand";

/**
 * One layout for every service page; a variant page differs only in content (and extra sections).
 * Its sections alternate: picture and text, cards, a band of figures, rows on a band, cards, a
 * timeline, the client's story.
 */
export function ServicePage({ service }: { service: Service }) {
  const { whyChooseUs } = service;
  const standard: [string, ReactNode][] = [
    ["hero", <PageHero key="hero" hero={service.hero} />],
    [
      "intro",
      <Fragment key="intro">
        <IntroSection intro={service.intro} />
        <NarrowHeroVisual visual={service.hero.visual} />
      </Fragment>,
    ],
    ["expertise", <CardGridSection key="expertise" grid={service.expertise} name="expertise" />],
    [
      "whyChooseUs",
      whyChooseUs.stats?.length ? (
        <StatsBand key="whyChooseUs" points={whyChooseUs} stats={whyChooseUs.stats} name="whyChooseUs" />
      ) : (
        <PointsSection key="whyChooseUs" points={whyChooseUs} name="whyChooseUs" />
      ),
    ],
    ["services", <FeatureRows key="services" grid={service.services} name="services" banded={false} />],
    ["industries", <CardGridSection key="industries" grid={service.industries} name="industries" />],
    ["process", <ProcessSection key="process" process={service.process} layout="timeline" />],
    ["snapshot", <SnapshotSection key="snapshot" snapshot={service.snapshot} />],
    ["closing", <CallToActionSection key="closing" cta={service.closing} />],
  ];
  const extras = service.extraSections ?? [];
  return (
    <PageKind kind="services">
      {standard.flatMap(([name, section]) => [
        section,
        ...extras
          .filter((extra) => extra.after === name)
          .map((extra) => {
            const title = (extra.cardGrid ?? extra.points ?? extra.list ?? extra.statBand)?.title;
            return <ExtraSection key={`${name}-${title}`} extra={extra} name={`${name}-extra`} />;
          }),
      ])}
    </PageKind>
  );
}
