import type { CardGrid } from "../../generated/types/sections";
import { SectionHeader } from "../sections/SectionHeader";
import { Section } from "../ui/Section";

/** A grid of cards set as a numbered list: large figures in the page's accent, no boxes. */
export function NumberedList({ grid, name }: { grid: CardGrid; name: string }) {
  return (
    <Section data-section={name}>
      <SectionHeader title={grid.title} intro={grid.intro} />
      <ol className="mx-auto grid max-w-5xl gap-x-12 gap-y-10 md:grid-cols-2">
        {grid.cards.map((card, index) => (
          <li key={card.title} className="flex gap-5">
            <span
              aria-hidden="true"
              className="w-12 shrink-0 text-4xl leading-none font-bold text-kind tabular-nums"
            >
              {String(index + 1).padStart(2, "0")}
            </span>
            <div>
              <h3 className="text-lg font-semibold text-ink">{card.title}</h3>
              <p className="mt-2 text-ink-muted">{card.description}</p>
            </div>
          </li>
        ))}
      </ol>
    </Section>
  );
}
