import { ArrowLeft } from "lucide-react";
import { BACK_LINK, HISTORY_BACK } from "../enhance/attributes";
import { buttonClasses } from "./ui/ButtonLink";

interface HistoryBackProps {
  label: string;
  /**
   * Where a visitor who did not come from this site, or has no JavaScript, goes instead. Without
   * it the control is a button that always goes back, and needs JavaScript.
   */
  fallbackHref?: string;
}

/**
 * Goes back one page in the browser history (site/enhance/behaviours/history-back.ts): a quiet link with a
 * fallback, or a secondary button without one.
 */
export function HistoryBack({ label, fallbackHref }: HistoryBackProps) {
  const content = (
    <>
      <ArrowLeft aria-hidden="true" className="size-4" />
      {label}
    </>
  );
  if (fallbackHref === undefined) {
    return (
      <button type="button" className={buttonClasses("secondary")} {...{ [HISTORY_BACK]: "" }}>
        {content}
      </button>
    );
  }
  return (
    <a
      href={fallbackHref}
      {...{ [BACK_LINK]: "" }}
      className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-ink-muted hover:text-ink"
    >
      {content}
    </a>
  );
}
