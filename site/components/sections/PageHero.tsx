import type { Hero } from "../../generated/types/sections";
import { ActionLinks } from "../ActionLinks";
import { Heading } from "../ui/Heading";
import { Section } from "../ui/Section";
import { StatList } from "./StatList";

export function PageHero({ hero }: { hero: Hero }) {
  return (
    <Section pad="top" className="pb-10" data-section="hero">
      <div className="max-w-3xl space-y-6">
        {hero.eyebrow ? (
          <p className="text-sm font-semibold tracking-widest text-accent uppercase">{hero.eyebrow}</p>
        ) : null}
        <Heading level={1}>
          <span className="text-gradient">{hero.title}</span>
        </Heading>
        <p className="text-lg text-ink-muted">{hero.text}</p>
        <ActionLinks actions={hero.actions} />
      </div>
      {hero.stats?.length ? <StatList stats={hero.stats} className="mt-10" /> : null}
    </Section>
  );
}
