import { Icon } from "../ui/Icon";
import type { Turnstile } from "./use-turnstile";

interface VerificationProps {
  turnstile: Turnstile;
  label: string;
  verified: string;
  hint: string;
  /** Id of the status line, which also describes the send button. */
  statusId: string;
}

/**
 * The bot-check: the Turnstile widget's box (focused when the check is missing on submit) and a
 * line saying whether it has passed.
 */
export function Verification({ turnstile, label, verified, hint, statusId }: VerificationProps) {
  return (
    <fieldset aria-describedby={statusId}>
      <legend className="mb-2 block text-sm font-medium">{label}</legend>
      <div ref={turnstile.container} data-turnstile="" tabIndex={-1} className="min-h-[65px]" />
      <p
        id={statusId}
        data-verification-status={turnstile.token ? "verified" : "unverified"}
        className={
          turnstile.token
            ? "mt-2 flex items-center gap-2 text-sm text-success"
            : "mt-2 text-sm text-ink-muted"
        }
      >
        {turnstile.token ? (
          <>
            <Icon name="circle-check" className="size-4" />
            {verified}
          </>
        ) : (
          hint
        )}
      </p>
    </fieldset>
  );
}
