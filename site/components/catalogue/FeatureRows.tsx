import type { CardGrid } from "../../generated/types/sections";
import { Heading } from "../ui/Heading";
import { IconTile } from "../ui/IconTile";
import { Section } from "../ui/Section";
import { Band } from "./Band";

interface FeatureRowsProps {
  grid: CardGrid;
  name: string;
  /** On a tinted band; off where the section before it already is one. */
  banded?: boolean;
}

/**
 * A grid of cards set as open rows: the heading on the left (it stays in view on wide screens),
 * each item an icon, title, text and its points, divided by rules instead of boxes.
 */
export function FeatureRows({ grid, name, banded = true }: FeatureRowsProps) {
  const rows = (
    <Section data-section={name} className="grid gap-10 lg:grid-cols-[1fr_2fr]">
      <div className="lg:sticky lg:top-28 lg:self-start">
        <Heading level={2}>{grid.title}</Heading>
        {grid.intro ? <p className="mt-4 text-ink-muted">{grid.intro}</p> : null}
      </div>
      <ul className="grid gap-x-10 gap-y-10 md:grid-cols-2">
        {grid.cards.map((card) => (
          <li key={card.title} className="border-t border-line pt-6">
            <div className="flex items-center gap-3">
              {card.icon ? <IconTile icon={card.icon} tone="kind" /> : null}
              <h3 className="text-lg font-semibold text-ink">{card.title}</h3>
            </div>
            <p className="mt-3 text-ink-muted">{card.description}</p>
            {card.bullets?.length ? (
              <ul className="mt-4 space-y-1.5 text-sm text-ink-muted">
                {card.bullets.map((bullet) => (
                  <li key={bullet} className="flex gap-2">
                    <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-kind" />
                    {bullet}
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </Section>
  );
  return banded ? <Band>{rows}</Band> : rows;
}
