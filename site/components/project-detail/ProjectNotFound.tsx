import { ArrowLeft } from "lucide-react";
import { ButtonLink } from "../ui/ButtonLink";
import { Heading } from "../ui/Heading";
import { Section } from "../ui/Section";

export function ProjectNotFound() {
  return (
    <Section className="flex min-h-[50vh] flex-col items-center justify-center gap-6 text-center">
      <Heading level={1}>Project Not Found</Heading>
      <p className="text-lg text-ink-muted">The project you're looking for doesn't exist.</p>
      <ButtonLink href="/projects">
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Projects
      </ButtonLink>
    </Section>
  );
}
