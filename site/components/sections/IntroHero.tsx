import type { Stat } from "../../generated/types/sections";
import { Heading } from "../ui/Heading";
import { Section } from "../ui/Section";
import { StatList } from "./StatList";

interface IntroHeroProps {
  hero: { eyebrow?: string; title: string; text: string };
  /** Headline stats shown below, if any. */
  stats?: readonly Stat[];
}

/** A page's centred opening: optional eyebrow, h1, one paragraph and optional headline stats. */
export function IntroHero({ hero, stats }: IntroHeroProps) {
  return (
    <Section pad="top" className="pb-8 text-center" data-section="hero">
      {hero.eyebrow ? (
        <p className="text-sm font-semibold tracking-widest text-accent uppercase">{hero.eyebrow}</p>
      ) : null}
      <Heading level={1} className="mt-3">
        <span className="text-gradient">{hero.title}</span>
      </Heading>
      <p className="mx-auto mt-4 max-w-3xl text-lg text-ink-muted">{hero.text}</p>
      {stats?.length ? <StatList stats={stats} className="mx-auto mt-10 max-w-5xl" /> : null}
    </Section>
  );
}
