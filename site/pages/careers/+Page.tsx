import { useData } from "vike-react/useData";
import { OpeningsSection } from "../../components/careers/OpeningsSection";
import { CallToActionSection } from "../../components/sections/CallToActionSection";
import { CardGridSection } from "../../components/sections/CardGridSection";
import { IntroHero } from "../../components/sections/IntroHero";
import { ProcessSection } from "../../components/sections/ProcessSection";
import type { Data } from "./+data";

export default function Page() {
  const { page, jobs } = useData<Data>();
  return (
    <>
      <IntroHero hero={page.hero} stats={page.stats} />
      <CardGridSection grid={page.benefits} name="benefits" />
      <OpeningsSection openings={page.openings} jobs={jobs} />
      <ProcessSection process={page.process} />
      <CallToActionSection cta={page.closing} />
    </>
  );
}
