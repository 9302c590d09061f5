import { ArrowRight, CalendarClock } from "lucide-react";
import type { IconName } from "../generated/icons";
import { site } from "../generated/site";
import type { Action } from "../generated/types/sections";
import { cn } from "../lib/cn";
import { ButtonLink } from "./ui/ButtonLink";
import { Icon } from "./ui/Icon";

/** A content button: an internal route, or the external scheduling link (new tab). */
export function ActionLink({ action, primary }: { action: Action; primary: boolean }) {
  const variant = primary ? "primary" : "secondary";
  if (action.scheduling) {
    return (
      <ButtonLink href={site.schedulingUrl} external variant={variant}>
        <CalendarClock aria-hidden="true" className="size-4" />
        {action.label}
        <span className="sr-only"> (opens the booking page in a new tab)</span>
      </ButtonLink>
    );
  }
  return (
    <ButtonLink href={action.to} variant={variant}>
      {action.label}
      {action.hint ? <span className="sr-only">{` ${action.hint}`}</span> : null}
      {action.icon ? (
        <Icon name={action.icon as IconName} className="size-4" />
      ) : primary ? (
        <ArrowRight aria-hidden="true" className="size-4" />
      ) : null}
    </ButtonLink>
  );
}

export function ActionLinks({ actions, className }: { actions: readonly Action[]; className?: string }) {
  return (
    <div className={cn("flex flex-wrap gap-4", className)}>
      {actions.map((action, index) => (
        <ActionLink key={action.label} action={action} primary={index === 0} />
      ))}
    </div>
  );
}
