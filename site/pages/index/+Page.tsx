import { useData } from "vike-react/useData";
import { ActionLinks } from "../../components/ActionLinks";
import { CoreServices } from "../../components/home/CoreServices";
import { FaqSection } from "../../components/home/FaqSection";
import { FeaturedProjects } from "../../components/home/FeaturedProjects";
import { HeroVideo } from "../../components/home/HeroVideo";
import { Testimonials } from "../../components/home/Testimonials";
import { TrustedBy } from "../../components/home/TrustedBy";
import { NewsletterSignup } from "../../components/newsletter/NewsletterSignup";
import { IntroSection } from "../../components/sections/IntroSection";
import { ProcessSection } from "../../components/sections/ProcessSection";
import { Section } from "../../components/ui/Section";
import type { Data } from "./+data";

export default function Page() {
  const page = useData<Data>();
  return (
    <>
      <HeroVideo {...page.hero} />
      <IntroSection intro={page.intro} />
      <CoreServices {...page.coreServices} />
      <FeaturedProjects {...page.featuredProjects} />
      <ProcessSection process={page.approach.process} name="approach" />
      <Section pad="bottom" data-section="approachActions">
        <ActionLinks actions={page.approach.actions} className="justify-center" />
      </Section>
      <TrustedBy {...page.trustedBy} />
      <FaqSection {...page.faq} />
      <Testimonials {...page.testimonials} />
      <NewsletterSignup newsletter={page.newsletter} terms={page.terms} pagePath="/" />
    </>
  );
}
