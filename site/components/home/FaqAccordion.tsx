import { ChevronDown } from "lucide-react";
import { useId } from "react";
import { ACCORDION, ACCORDION_OPEN } from "../../enhance/attributes";
import { cn } from "../../lib/cn";
import { cardClasses } from "../ui/Card";

interface FaqItem {
  question: string;
  answer: string;
}

/**
 * One answer open at a time; the open one's button closes it (site/enhance/behaviours/accordions.ts). Without
 * JavaScript every answer is shown, since the buttons cannot work; the running page starts with
 * the first one open.
 */
export function FaqAccordion({ items }: { items: readonly FaqItem[] }) {
  const baseId = useId();
  return (
    <div
      {...{ [ACCORDION]: "", [ACCORDION_OPEN]: "0" }}
      className={cn("mx-auto max-w-3xl divide-y divide-line", cardClasses({ padding: "none" }))}
    >
      {items.map((item, index) => {
        const buttonId = `${baseId}-q${index}`;
        const panelId = `${baseId}-a${index}`;
        return (
          <div key={item.question}>
            <h3 className="text-base font-semibold sm:text-lg">
              <button
                id={buttonId}
                type="button"
                aria-expanded="true"
                aria-controls={panelId}
                className="group flex min-h-11 w-full items-center justify-between gap-4 px-6 py-5 text-left text-ink hover:text-accent-strong"
              >
                {item.question}
                <ChevronDown
                  aria-hidden="true"
                  className="size-5 shrink-0 transition-transform group-aria-expanded:rotate-180"
                />
              </button>
            </h3>
            <section id={panelId} aria-labelledby={buttonId} className="px-6 pb-6">
              <p className="text-ink-muted">{item.answer}</p>
            </section>
          </div>
        );
      })}
    </div>
  );
}
