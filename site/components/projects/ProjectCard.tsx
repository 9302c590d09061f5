import type { ReactNode } from "react";
import { cn } from "../../lib/cn";
import type { ProjectCardData } from "../../pages/projects/+data";
import { cardClasses } from "../ui/Card";
import { Icon } from "../ui/Icon";
import { Picture } from "../ui/Picture";

const frameClasses = cn(
  "group relative flex h-full flex-col overflow-hidden",
  cardClasses({ padding: "none" }),
  "transition-colors",
);

/** The card's width in ProjectPortfolio's grid (Section's padding, the grid's gap and columns). */
const sizes =
  "(min-width: 1280px) 390px, (min-width: 1024px) calc(50vw - 44px), (min-width: 768px) calc(50vw - 36px), (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)";

/**
 * Where the mockup can be revealed: a screen with a pointer that hovers. Elsewhere (phones,
 * tablets) the thumbnail stays, and the mockups, half the portfolio's images, are not fetched.
 */
const CAN_HOVER = "(hover: hover)";

function CardFrame({ card, children }: { card: ProjectCardData; children: ReactNode }) {
  if (card.link.kind === "internal") {
    return (
      <a href={card.link.href} className={`${frameClasses} hover:border-accent`}>
        {children}
      </a>
    );
  }
  if (card.link.kind === "external") {
    return (
      <a
        href={card.link.href}
        target="_blank"
        rel="noopener noreferrer"
        className={`${frameClasses} hover:border-accent`}
      >
        {children}
        <span className="sr-only"> (opens the live site in a new tab)</span>
      </a>
    );
  }
  return <div className={frameClasses}>{children}</div>;
}

/**
 * A portfolio card: the thumbnail gives way to the device mockup with a sweep on hover or keyboard
 * focus, on a screen whose pointer hovers (CAN_HOVER).
 * `priority` for the first card: its thumbnail is the page's largest contentful paint.
 */
export function ProjectCard({ card, priority = false }: { card: ProjectCardData; priority?: boolean }) {
  return (
    <CardFrame card={card}>
      <div className="relative aspect-[3/2] overflow-hidden bg-surface-raised" data-testid="project-media">
        {/* The mockup lies under the thumbnail, which sweeps away to show it: a clipped mockup would
            count as out of view, and its lazy image would only start loading on the first hover. */}
        <div data-testid="project-mockup" className="absolute inset-0">
          <Picture
            image={card.mockup}
            alt=""
            sizes={sizes}
            fetchOnlyWhen={CAN_HOVER}
            className="h-full w-full object-cover"
          />
        </div>
        <div
          data-testid="project-thumbnail"
          className="relative h-full [clip-path:inset(0_0_0_0)] transition-[clip-path] duration-700 ease-out group-hover:[clip-path:inset(0_0_0_100%)] [@media(hover:hover)]:group-focus-visible:[clip-path:inset(0_0_0_100%)]"
        >
          <Picture
            image={card.thumbnail}
            alt={`${card.title} website`}
            sizes={sizes}
            priority={priority}
            className="h-full w-full object-cover"
          />
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <h3 className="flex items-start justify-between gap-2 text-lg font-semibold text-ink">
          {card.title}
          {card.link.kind === "external" ? (
            <Icon name="external-link" className="mt-1 size-4 shrink-0 text-ink-muted" />
          ) : null}
        </h3>
        <ul className="flex flex-wrap gap-2" aria-label="Tags">
          {card.tags.map((tag) => (
            <li key={tag} className="rounded-full bg-surface-raised px-3 py-1 text-xs text-ink-muted">
              {tag}
            </li>
          ))}
        </ul>
      </div>
    </CardFrame>
  );
}
