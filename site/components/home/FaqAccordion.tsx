import { ChevronDown } from "lucide-react";
import { useId, useState } from "react";
import { useHydrated } from "vike-react/useHydrated";
import { cn } from "../../lib/cn";

interface FaqItem {
  question: string;
  answer: string;
}

/**
 * One answer open at a time; the open one's button closes it. Before hydration (and with
 * JavaScript off) every answer is shown, since the buttons cannot work yet; the running page then
 * starts with the first one open.
 */
export function FaqAccordion({ items }: { items: readonly FaqItem[] }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState<number | null>(0);
  const baseId = useId();
  return (
    <div className="mx-auto max-w-3xl divide-y divide-line rounded-2xl border border-line bg-surface">
      {items.map((item, index) => {
        const expanded = !hydrated || open === index;
        const buttonId = `${baseId}-q${index}`;
        const panelId = `${baseId}-a${index}`;
        return (
          <div key={item.question}>
            <h3 className="text-base font-semibold sm:text-lg">
              <button
                id={buttonId}
                type="button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(open === index ? null : index)}
                className="flex min-h-11 w-full items-center justify-between gap-4 px-6 py-5 text-left text-ink hover:text-accent-strong"
              >
                {item.question}
                <ChevronDown
                  aria-hidden="true"
                  className={cn("size-5 shrink-0 transition-transform", expanded && "rotate-180")}
                />
              </button>
            </h3>
            <section id={panelId} aria-labelledby={buttonId} hidden={!expanded} className="px-6 pb-6">
              <p className="text-ink-muted">{item.answer}</p>
            </section>
          </div>
        );
      })}
    </div>
  );
}
