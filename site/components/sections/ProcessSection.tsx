import type { Process } from "../../generated/types/sections";
import { cn } from "../../lib/cn";
import { cardClasses } from "../ui/Card";
import { Section } from "../ui/Section";
import { SectionHeader } from "./SectionHeader";

/**
 * `cards`: each step a card with a gradient number. `timeline`: the steps on a line in the page
 * kind's accent, down the page on phones and across it on wide screens (service and products pages).
 */
type ProcessLayout = "cards" | "timeline";

const layouts: Record<ProcessLayout, { list: string; step: string; number: string; title: string }> = {
  cards: {
    list: "grid gap-6 md:grid-cols-2 lg:grid-cols-4",
    step: cn("relative", cardClasses()),
    number: "bg-gradient-accent flex size-10 items-center justify-center rounded-full font-bold text-white",
    title: "mt-4 text-lg font-semibold text-ink",
  },
  timeline: {
    list: "grid gap-10 lg:grid-cols-4 lg:gap-8",
    step: "relative pl-16 not-last:after:absolute not-last:after:top-12 not-last:after:-bottom-8 not-last:after:left-5 not-last:after:w-px not-last:after:bg-line lg:pt-16 lg:pl-0 lg:not-last:after:top-5 lg:not-last:after:-right-6 lg:not-last:after:bottom-auto lg:not-last:after:left-14 lg:not-last:after:h-px lg:not-last:after:w-auto",
    number:
      "absolute top-0 left-0 flex size-10 items-center justify-center rounded-full border-2 border-kind bg-ground font-bold text-kind",
    title: "text-lg font-semibold text-ink",
  },
};

export function ProcessSection({
  process,
  name = "process",
  layout = "cards",
}: {
  process: Process;
  name?: string;
  layout?: ProcessLayout;
}) {
  const classes = layouts[layout];
  return (
    <Section data-section={name}>
      <SectionHeader title={process.title} intro={process.intro} />
      <ol className={classes.list}>
        {process.steps.map((step, index) => (
          <li key={step.title} className={classes.step}>
            <span aria-hidden="true" className={classes.number}>
              {index + 1}
            </span>
            <h3 className={classes.title}>
              <span className="sr-only">Step {index + 1}: </span>
              {step.title}
            </h3>
            <p className="mt-2 text-ink-muted">{step.description}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
