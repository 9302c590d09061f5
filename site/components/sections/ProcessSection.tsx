import type { Process } from "../../generated/types/sections";
import { cn } from "../../lib/cn";
import { cardClasses } from "../ui/Card";
import { Section } from "../ui/Section";
import { SectionHeader } from "./SectionHeader";

export function ProcessSection({ process, name = "process" }: { process: Process; name?: string }) {
  return (
    <Section data-section={name}>
      <SectionHeader title={process.title} intro={process.intro} />
      <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
        {process.steps.map((step, index) => (
          <li key={step.title} className={cn("relative", cardClasses())}>
            <span
              aria-hidden="true"
              className="bg-gradient-accent flex size-10 items-center justify-center rounded-full font-bold text-white"
            >
              {index + 1}
            </span>
            <h3 className="mt-4 text-lg font-semibold text-ink">
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
