import type { Process } from "../../generated/types/sections";
import { SectionHeader } from "../sections/SectionHeader";
import { Section } from "../ui/Section";

/** The four steps on a line: down the page on phones, across it on wide screens. */
export function ProcessTimeline({ process, name = "process" }: { process: Process; name?: string }) {
  return (
    <Section data-section={name}>
      <SectionHeader title={process.title} intro={process.intro} />
      <ol className="grid gap-10 lg:grid-cols-4 lg:gap-8">
        {process.steps.map((step, index) => (
          <li
            key={step.title}
            className="relative pl-16 not-last:after:absolute not-last:after:top-12 not-last:after:-bottom-8 not-last:after:left-5 not-last:after:w-px not-last:after:bg-line lg:pt-16 lg:pl-0 lg:not-last:after:top-5 lg:not-last:after:-right-6 lg:not-last:after:bottom-auto lg:not-last:after:left-14 lg:not-last:after:h-px lg:not-last:after:w-auto"
          >
            <span
              aria-hidden="true"
              className="absolute top-0 left-0 flex size-10 items-center justify-center rounded-full border-2 border-kind bg-ground font-bold text-kind"
            >
              {index + 1}
            </span>
            <h3 className="text-lg font-semibold text-ink">
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
