import { ArrowRight, ExternalLink } from "lucide-react";
import { PROJECT_ID } from "../../enhance/attributes";
import { cn } from "../../lib/cn";
import type { FeaturedProjectCard as CardData } from "../../pages/index/+data";
import { Badge } from "../ui/Badge";
import { cardClasses } from "../ui/Card";
import { Picture } from "../ui/Picture";

function CardTitle({ card }: { card: CardData }) {
  const stretched = "after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none";
  if (card.link.kind === "none") return <>{card.title}</>;
  if (card.link.kind === "internal") {
    return (
      <a href={card.link.href} className={stretched}>
        {card.title}
      </a>
    );
  }
  return (
    <a href={card.link.href} target="_blank" rel="noopener noreferrer" className={stretched}>
      {card.title}
      <span className="sr-only"> (opens the live site in a new tab)</span>
    </a>
  );
}

/** A featured project: thumbnail, title, summary and technology tags; the whole card is the link. */
export function FeaturedProjectCard({ card }: { card: CardData }) {
  const LinkIcon = card.link.kind === "external" ? ExternalLink : ArrowRight;
  return (
    <article
      {...{ [PROJECT_ID]: card.id }}
      className={cn(
        "group relative flex h-full flex-col overflow-hidden",
        cardClasses({ padding: "none" }),
        "transition-colors focus-within:border-accent hover:border-accent",
      )}
    >
      <Picture
        image={card.thumbnail}
        alt=""
        sizes="(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw"
        className="aspect-[3/2] h-auto w-full bg-surface-raised object-cover"
      />
      <div className="flex flex-1 flex-col gap-3 p-6">
        <h3 className="flex items-start justify-between gap-2 text-lg font-semibold text-ink">
          <CardTitle card={card} />
          {card.link.kind === "none" ? null : (
            <LinkIcon aria-hidden="true" className="mt-1 size-4 shrink-0 text-accent-strong" />
          )}
        </h3>
        <p className="text-ink-muted">{card.summary}</p>
        <ul className="mt-auto flex flex-wrap gap-2 pt-2" aria-label="Technologies">
          {card.technologies.map((technology) => (
            <li key={technology}>
              <Badge>{technology}</Badge>
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}
