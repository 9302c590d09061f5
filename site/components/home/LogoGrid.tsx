import { ChevronDown } from "lucide-react";
import { SHOW_MORE, SHOW_MORE_ITEM, SHOW_MORE_LABEL } from "../../enhance/attributes";
import type { ClientLogo } from "../../pages/index/+data";
import { Picture } from "../ui/Picture";

interface LogoGridProps {
  logos: readonly ClientLogo[];
  initialCount: number;
}

/**
 * The client logos, `initialCount` first and the rest `hidden`, with a Show More / Show Less
 * disclosure (site/enhance/behaviours/logo-grid.ts).
 */
export function LogoGrid({ logos, initialCount }: LogoGridProps) {
  const collapsible = logos.length > initialCount;
  return (
    <div className="flex flex-col items-center gap-8">
      <ul
        id="client-logos"
        className="grid w-full grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-6"
      >
        {logos.map((logo, index) => (
          <li
            key={logo.label}
            hidden={index >= initialCount}
            {...{ [SHOW_MORE_ITEM]: index >= initialCount ? "" : undefined }}
            tabIndex={index === initialCount ? -1 : undefined}
            className="flex items-center justify-center rounded-xl border border-line bg-surface px-4 py-3"
          >
            <Picture image={logo.image} alt={logo.label} sizes="160px" className="h-auto w-full max-w-40" />
          </li>
        ))}
      </ul>
      {collapsible ? (
        <button
          type="button"
          aria-expanded="false"
          aria-controls="client-logos"
          {...{ [SHOW_MORE]: "" }}
          className="group inline-flex min-h-11 items-center gap-2 rounded-full border border-line bg-surface px-6 py-3 text-sm font-semibold text-ink transition hover:border-accent hover:text-accent-strong"
        >
          <span {...{ [SHOW_MORE_LABEL]: "" }}>Show More</span>
          <ChevronDown
            aria-hidden="true"
            className="size-4 transition-transform group-aria-expanded:rotate-180"
          />
        </button>
      ) : null}
    </div>
  );
}
