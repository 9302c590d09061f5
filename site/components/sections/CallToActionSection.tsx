import type { CallToAction } from "../../generated/types/sections";
import { ActionLinks } from "../ActionLinks";
import { Heading } from "../ui/Heading";
import { Section } from "../ui/Section";

/** The band that closes a page: heading, one line, one or two buttons. */
export function CallToActionSection({ cta }: { cta: CallToAction }) {
  return (
    <Section data-section="closing">
      <div className="rounded-3xl border border-line bg-gradient-to-br from-surface-raised to-surface px-6 py-12 text-center sm:px-12">
        <Heading level={2}>{cta.title}</Heading>
        <p className="mx-auto mt-4 max-w-2xl text-ink-muted">{cta.text}</p>
        <ActionLinks actions={cta.actions} className="mt-8 justify-center" />
      </div>
    </Section>
  );
}
