import { ArrowLeft } from "lucide-react";
import type { MouseEvent } from "react";
import { usePageContext } from "vike-react/usePageContext";

/**
 * Goes back in the browser history when the visitor came from this site; otherwise (and without
 * JavaScript) it is a plain link to `fallbackHref`.
 */
export function BackButton({ fallbackHref, label }: { fallbackHref: string; label: string }) {
  const { isClientSideNavigation } = usePageContext();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // A client-side navigation leaves document.referrer untouched, so it counts as coming from here too.
    const cameFromHere =
      isClientSideNavigation ||
      (document.referrer.startsWith(window.location.origin) && window.history.length > 1);
    if (!cameFromHere) return;
    event.preventDefault();
    window.history.back();
  };
  return (
    <a
      href={fallbackHref}
      onClick={onClick}
      className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-ink-muted hover:text-ink"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {label}
    </a>
  );
}
