import { useData } from "vike-react/useData";
import { ContactCards } from "../../components/contact/ContactCards";
import { ContactFormIsland } from "../../components/contact/ContactFormIsland";
import { Departments } from "../../components/contact/Departments";
import { OfficeMap } from "../../components/contact/OfficeMap";
import { FaqSection } from "../../components/home/FaqSection";
import { Heading } from "../../components/ui/Heading";
import { Section } from "../../components/ui/Section";
import type { Data } from "./+data";

export default function Page() {
  const { page, site, office, jobTitles } = useData<Data>();
  return (
    <>
      <Section pad="top" className="pb-10" data-section="hero" reveal={false}>
        <div className="max-w-3xl space-y-6">
          {page.hero.eyebrow ? (
            <p className="text-sm font-semibold tracking-widest text-accent uppercase">{page.hero.eyebrow}</p>
          ) : null}
          <Heading level={1}>
            <span className="text-gradient">{page.hero.title}</span>
          </Heading>
          <p className="text-lg text-ink-muted">{page.hero.text}</p>
        </div>
      </Section>
      <Section pad="bottom" data-section="contact" reveal={false}>
        <div className="grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <ContactFormIsland
            content={page.form}
            turnstileSiteKey={site.turnstileSiteKey}
            fallbackContact={{ email: site.email, phone: site.phone }}
            jobTitles={jobTitles}
          />
          <div className="space-y-10">
            <ContactCards content={page.contactCards} site={site} office={office} />
            <Departments content={page.departments} departments={site.departments} />
          </div>
        </div>
      </Section>
      {office.mapEmbedUrl ? (
        <OfficeMap title={page.map.title} frameTitle={page.map.frameTitle} src={office.mapEmbedUrl} />
      ) : null}
      <FaqSection title={page.faq.title} items={page.faq.items} />
    </>
  );
}
