import { useData } from "vike-react/useData";
import { CaseStudyList } from "../../components/case-studies/CaseStudyList";
import { CallToActionSection } from "../../components/sections/CallToActionSection";
import { IntroHero } from "../../components/sections/IntroHero";
import type { Data } from "./+data";

export default function Page() {
  const { page, studies } = useData<Data>();
  return (
    <>
      <IntroHero hero={page.hero} stats={page.stats} />
      <CaseStudyList title={page.studies.title} intro={page.studies.intro} studies={studies} />
      <CallToActionSection cta={page.closing} />
    </>
  );
}
