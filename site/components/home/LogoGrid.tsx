import { ChevronDown } from "lucide-react";
import { useLayoutEffect, useRef, useState } from "react";
import { cn } from "../../lib/cn";
import type { ClientLogo } from "../../pages/index/+data";
import { Picture } from "../ui/Picture";

interface LogoGridProps {
  logos: readonly ClientLogo[];
  initialCount: number;
}

/**
 * The client logos, `initialCount` first, with a Show More / Show Less disclosure. Expanding moves
 * focus to the first logo that appeared; collapsing keeps the button focused at the same place on
 * screen, so the page does not jump away from the visitor.
 */
export function LogoGrid({ logos, initialCount }: LogoGridProps) {
  const [expanded, setExpanded] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const firstNewRef = useRef<HTMLLIElement>(null);
  // Where the button was on screen before the list shrank (or null when nothing is pending).
  const anchorTop = useRef<number | null>(null);
  const shown = expanded ? logos : logos.slice(0, initialCount);
  const collapsible = logos.length > initialCount;

  useLayoutEffect(() => {
    const button = buttonRef.current;
    if (!button) return;
    if (expanded) {
      firstNewRef.current?.focus();
      return;
    }
    if (anchorTop.current === null) return;
    window.scrollBy({ top: button.getBoundingClientRect().top - anchorTop.current, behavior: "instant" });
    anchorTop.current = null;
    button.focus({ preventScroll: true });
  }, [expanded]);

  const toggle = () => {
    if (expanded) anchorTop.current = buttonRef.current?.getBoundingClientRect().top ?? null;
    setExpanded(!expanded);
  };

  return (
    <div className="flex flex-col items-center gap-8">
      <ul
        id="client-logos"
        className="grid w-full grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-6"
      >
        {shown.map((logo, index) => (
          <li
            key={logo.label}
            ref={index === initialCount ? firstNewRef : undefined}
            tabIndex={index === initialCount ? -1 : undefined}
            className="flex items-center justify-center rounded-xl border border-line bg-surface px-4 py-3"
          >
            <Picture image={logo.image} alt={logo.label} sizes="160px" className="h-auto w-full max-w-40" />
          </li>
        ))}
      </ul>
      {collapsible ? (
        <button
          ref={buttonRef}
          type="button"
          aria-expanded={expanded}
          aria-controls="client-logos"
          onClick={toggle}
          className="inline-flex min-h-11 items-center gap-2 rounded-full border border-line bg-surface px-6 py-3 text-sm font-semibold text-ink transition hover:border-accent hover:text-accent-strong"
        >
          {expanded ? "Show Less" : "Show More"}
          <ChevronDown
            aria-hidden="true"
            className={cn("size-4 transition-transform", expanded && "rotate-180")}
          />
        </button>
      ) : null}
    </div>
  );
}
