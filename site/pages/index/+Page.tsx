import { useData } from "vike-react/useData";
import { ButtonLink } from "../../components/ui/ButtonLink";
import { Heading } from "../../components/ui/Heading";
import { Section } from "../../components/ui/Section";
import type { Data } from "./+data";

export default function Page() {
  const { name, tagline, description } = useData<Data>();
  return (
    <Section className="flex min-h-[60vh] flex-col items-start justify-center gap-6">
      <p className="text-sm font-semibold tracking-widest text-accent uppercase">{name}</p>
      <Heading level={1} className="max-w-3xl">
        <span className="text-gradient">{tagline}</span>
      </Heading>
      <p className="max-w-2xl text-lg text-ink-muted">{description}</p>
      <div className="flex flex-wrap gap-4">
        <ButtonLink href="/contact">Get Started</ButtonLink>
        <ButtonLink href="/projects" variant="secondary">
          View Our Works
        </ButtonLink>
      </div>
    </Section>
  );
}
