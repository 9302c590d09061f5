import type { IconName } from "../generated/icons";
import { ButtonLink } from "./ui/ButtonLink";
import { Heading } from "./ui/Heading";
import { Icon } from "./ui/Icon";
import { Section } from "./ui/Section";

export interface ClosingAction {
  label: string;
  to: string;
  icon?: string;
}

/** The call-to-action band that closes a page: heading, one line, one or two buttons. */
export function ClosingCall({
  title,
  text,
  actions,
}: {
  title: string;
  text: string;
  actions: readonly ClosingAction[];
}) {
  return (
    <Section>
      <div className="rounded-3xl border border-line bg-gradient-to-br from-surface-raised to-surface px-6 py-12 text-center sm:px-12">
        <Heading level={2}>{title}</Heading>
        <p className="mx-auto mt-4 max-w-2xl text-ink-muted">{text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-4">
          {actions.map((action, index) => (
            <ButtonLink
              key={action.to + action.label}
              href={action.to}
              variant={index === 0 ? "primary" : "secondary"}
            >
              {action.label}
              {action.icon ? <Icon name={action.icon as IconName} className="size-4" /> : null}
            </ButtonLink>
          ))}
        </div>
      </div>
    </Section>
  );
}
