import type { Hero } from "../../generated/types/sections";
import { cn } from "../../lib/cn";
import { ActionLinks } from "../ActionLinks";
import { Heading } from "../ui/Heading";
import { Section } from "../ui/Section";
import { WideHeroVisual } from "./HeroVisual";
import { StatList } from "./StatList";

/** Beside a visual the figures share the text's column: one row of as many as there are. */
const statColumns: Record<number, string> = { 3: "sm:grid-cols-3", 4: "sm:grid-cols-4" };

/**
 * The top of a service, industry or products page: text, and on wide screens its visual beside it
 * (narrower screens show the visual further down: the page places NarrowHeroVisual).
 */
export function PageHero({ hero }: { hero: Hero }) {
  const { visual } = hero;
  return (
    <Section pad="top" className="pb-10" data-section="hero">
      <div className={cn(visual && "lg:grid lg:grid-cols-2 lg:items-center lg:gap-12")}>
        <div className="max-w-3xl space-y-6">
          {hero.eyebrow ? (
            <p className="text-sm font-semibold tracking-widest text-kind uppercase">{hero.eyebrow}</p>
          ) : null}
          <Heading level={1}>
            <span className="text-gradient">{hero.title}</span>
          </Heading>
          <p className="text-lg text-ink-muted">{hero.text}</p>
          <ActionLinks actions={hero.actions} />
          {visual && hero.stats?.length ? (
            <StatList stats={hero.stats} className={cn("pt-4", statColumns[hero.stats.length])} />
          ) : null}
        </div>
        {visual ? <WideHeroVisual visual={visual} /> : null}
      </div>
      {!visual && hero.stats?.length ? <StatList stats={hero.stats} className="mt-10" /> : null}
    </Section>
  );
}
