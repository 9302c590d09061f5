import { useData } from "vike-react/useData";
import { ProjectPortfolio } from "../../components/projects/ProjectPortfolio";
import { CallToActionSection } from "../../components/sections/CallToActionSection";
import { IntroHero } from "../../components/sections/IntroHero";
import type { Data } from "./+data";

export default function Page() {
  const { page, cards, facets } = useData<Data>();
  return (
    <>
      <IntroHero hero={{ title: page.title, text: page.intro }} />
      <ProjectPortfolio cards={cards} facets={facets} />
      <CallToActionSection cta={page.closing} />
    </>
  );
}
