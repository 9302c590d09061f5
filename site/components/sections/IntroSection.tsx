import type { Intro } from "../../generated/types/sections";
import { Heading } from "../ui/Heading";
import { Section } from "../ui/Section";

export function IntroSection({ intro }: { intro: Intro }) {
  return (
    <Section data-section="intro" className="grid gap-6 lg:grid-cols-[1fr_2fr]">
      <Heading level={2}>{intro.title}</Heading>
      <div className="space-y-4 text-lg text-ink-muted">
        {intro.text.split(/\n\s*\n/).map((paragraph) => (
          <p key={paragraph.slice(0, 40)}>{paragraph}</p>
        ))}
      </div>
    </Section>
  );
}
