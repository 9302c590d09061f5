import { ArrowLeft } from "lucide-react";

/**
 * Goes back in the browser history when the visitor came from this site (site/frame/history-back.ts);
 * otherwise, and without JavaScript, it is a plain link to `fallbackHref`.
 */
export function BackButton({ fallbackHref, label }: { fallbackHref: string; label: string }) {
  return (
    <a
      href={fallbackHref}
      data-back-link=""
      className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-ink-muted hover:text-ink"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {label}
    </a>
  );
}
