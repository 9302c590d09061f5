import { CircleCheck } from "lucide-react";

export function TextList({ items, ordered = false }: { items: readonly string[]; ordered?: boolean }) {
  if (ordered) {
    return (
      <ol className="space-y-3">
        {items.map((item, index) => (
          <li key={item} className="flex gap-3 text-ink-muted">
            <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-accent/15 text-sm font-bold text-accent-strong">
              {index + 1}
            </span>
            <span className="pt-0.5">{item}</span>
          </li>
        ))}
      </ol>
    );
  }
  return (
    <ul className="space-y-3">
      {items.map((item) => (
        <li key={item} className="flex gap-3 text-ink-muted">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
