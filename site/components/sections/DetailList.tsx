import { CircleCheck } from "lucide-react";

/** A titled list of one case study or job (Key Features, Results Achieved, Requirements…). */
export function DetailList({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <div>
      <h4 className="text-sm font-semibold tracking-wide text-accent uppercase">{title}</h4>
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
