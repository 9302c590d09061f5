import { useData } from "vike-react/useData";
import { StorySection } from "../../components/about/StorySection";
import { TeamSection } from "../../components/about/TeamSection";
import { CallToActionSection } from "../../components/sections/CallToActionSection";
import { CardGridSection } from "../../components/sections/CardGridSection";
import { StatBandSection } from "../../components/sections/StatBandSection";
import { Heading } from "../../components/ui/Heading";
import { Section } from "../../components/ui/Section";
import type { Data } from "./+data";

export default function Page() {
  const { page, team } = useData<Data>();
  return (
    <>
      <Section pad="top" className="pb-4 text-center" data-section="hero">
        <Heading level={1}>
          <span className="text-gradient">{page.title}</span>
        </Heading>
        <p className="mx-auto mt-4 max-w-3xl text-lg text-ink-muted">{page.intro}</p>
      </Section>
      <StorySection story={page.story} />
      <CardGridSection grid={page.pillars} name="pillars" />
      <StatBandSection band={page.stats} name="stats" />
      <TeamSection heading={page.team} members={team} />
      <CallToActionSection cta={page.closing} />
    </>
  );
}
