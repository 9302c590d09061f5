import { CircleCheck } from "lucide-react";

/** A titled list of one case study or job (Key Features, Results Achieved, Requirements…). */
export function DetailList({
  title,
  items,
  headingLevel = 4,
}: {
  title: string;
  items: readonly string[];
  /** 4 inside a card under an h3; 2 where the list is a section of its own page. */
  headingLevel?: 2 | 4;
}) {
  const Title = `h${headingLevel}` as const;
  return (
    <div>
      <Title className="text-sm font-semibold tracking-wide text-accent uppercase">{title}</Title>
      <ul className="mt-3 space-y-2">
        {items.map((item) => (
          <li key={item} className="flex gap-2 text-ink-muted">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}
