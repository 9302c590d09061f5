import { CircleCheck } from "lucide-react";
import type { IconName } from "../../generated/icons";
import type { Card, CardGrid } from "../../generated/types/sections";
import { cn } from "../../lib/cn";
import { accentClasses, defaultAccent } from "../../lib/colours";
import { cardClasses } from "../ui/Card";
import { Icon } from "../ui/Icon";
import { Section } from "../ui/Section";
import { SectionHeader } from "./SectionHeader";

function columnsFor(count: number): string {
  if (count % 3 === 0 || count === 5) return "md:grid-cols-2 lg:grid-cols-3";
  if (count === 4) return "md:grid-cols-2 lg:grid-cols-4";
  return "md:grid-cols-2";
}

/** A content card; `eyebrow` is a small label above the title (a product's category). */
export function GridCard({ card, eyebrow }: { card: Card; eyebrow?: string }) {
  const accent = card.colour ? accentClasses[card.colour] : defaultAccent;
  return (
    <div className={cn("flex h-full flex-col gap-4", cardClasses(), "transition-colors", accent.ring)}>
      {card.icon ? (
        <span className={cn("flex size-12 items-center justify-center rounded-xl", accent.icon)}>
          <Icon name={card.icon as IconName} className="size-6" />
        </span>
      ) : null}
      {eyebrow ? (
        <p className="text-xs font-semibold tracking-wide text-accent uppercase">{eyebrow}</p>
      ) : null}
      <h3 className="text-lg font-semibold text-ink">{card.title}</h3>
      <p className="text-ink-muted">{card.description}</p>
      {card.bullets?.length ? (
        <ul className="mt-auto space-y-2 pt-2 text-sm">
          {card.bullets.map((bullet) => (
            <li key={bullet} className="flex gap-2 text-ink-muted">
              <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
              {bullet}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

export function CardGridSection({ grid, name }: { grid: CardGrid; name: string }) {
  return (
    <Section data-section={name}>
      <SectionHeader title={grid.title} intro={grid.intro} />
      <ul className={cn("grid gap-6", columnsFor(grid.cards.length))}>
        {grid.cards.map((card) => (
          <li key={card.title}>
            <GridCard card={card} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
