import { useData } from "vike-react/useData";
import { StorySection } from "../../components/about/StorySection";
import { TeamSection } from "../../components/about/TeamSection";
import { CallToActionSection } from "../../components/sections/CallToActionSection";
import { CardGridSection } from "../../components/sections/CardGridSection";
import { IntroHero } from "../../components/sections/IntroHero";
import { StatBandSection } from "../../components/sections/StatBandSection";
import type { Data } from "./+data";

export default function Page() {
  const { page, team } = useData<Data>();
  return (
    <>
      <IntroHero hero={{ title: page.title, text: page.intro }} />
      <StorySection story={page.story} />
      <CardGridSection grid={page.pillars} name="pillars" />
      <StatBandSection band={page.stats} name="stats" />
      <TeamSection heading={page.team} members={team} />
      <CallToActionSection cta={page.closing} />
    </>
  );
}
