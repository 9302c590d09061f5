import { useData } from "vike-react/useData";
import { ProjectPortfolio } from "../../components/projects/ProjectPortfolio";
import { CallToActionSection } from "../../components/sections/CallToActionSection";
import { Heading } from "../../components/ui/Heading";
import { Section } from "../../components/ui/Section";
import type { Data } from "./+data";

export default function Page() {
  const { page, cards, facets } = useData<Data>();
  return (
    <>
      <Section pad="top" className="pb-8 text-center">
        <Heading level={1}>
          <span className="text-gradient">{page.title}</span>
        </Heading>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-ink-muted">{page.intro}</p>
      </Section>
      <ProjectPortfolio cards={cards} facets={facets} />
      <CallToActionSection cta={page.closing} />
    </>
  );
}
