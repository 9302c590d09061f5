import type { AboutPage } from "../../generated/types/page-about";
import { Heading } from "../ui/Heading";
import { Section } from "../ui/Section";

/** 'Our Story': paragraphs beside a highlight badge such as '10+ Years'. */
export function StorySection({ story }: { story: AboutPage["story"] }) {
  return (
    <Section data-section="story" className="grid items-center gap-10 lg:grid-cols-[2fr_1fr]">
      <div className="space-y-4">
        <Heading level={2}>{story.title}</Heading>
        {story.text.split(/\n\s*\n/).map((paragraph) => (
          <p key={paragraph.slice(0, 40)} className="text-lg text-ink-muted">
            {paragraph}
          </p>
        ))}
      </div>
      <p className="rounded-3xl border border-line bg-gradient-to-br from-surface-raised to-surface p-8 text-center">
        <span className="text-gradient block text-5xl font-bold" data-testid="story-highlight">
          {story.highlight.value}
        </span>
        <span className="mt-3 block text-ink-muted">{story.highlight.label}</span>
      </p>
    </Section>
  );
}
