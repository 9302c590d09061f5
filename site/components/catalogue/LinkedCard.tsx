import { ArrowRight, CircleCheck } from "lucide-react";
import type { IconName } from "../../generated/icons";
import type { Colour } from "../../generated/types/sections";
import { cn } from "../../lib/cn";
import { accentClasses } from "../../lib/colours";
import { cardClasses } from "../ui/Card";
import { DraftMark } from "../ui/DraftMark";
import { Icon } from "../ui/Icon";

interface LinkedCardProps {
  href: string;
  icon: string;
  title: string;
  description: string;
  bullets: readonly string[];
  colour: Colour;
  linkLabel: string;
}

/** An overview card whose title links to its page; the whole card is the link's click target. */
export function LinkedCard({ href, icon, title, description, bullets, colour, linkLabel }: LinkedCardProps) {
  const accent = accentClasses[colour];
  return (
    <div
      className={cn(
        "group relative flex h-full flex-col gap-4",
        cardClasses(),
        "transition-colors focus-within:border-accent",
        accent.ring,
      )}
    >
      <span className={cn("flex size-12 items-center justify-center rounded-xl", accent.icon)}>
        <Icon name={icon as IconName} className="size-6" />
      </span>
      <h3 className="text-lg font-semibold text-ink">
        <a href={href} className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none">
          {title}
        </a>
        <DraftMark href={href} className="ml-2 align-middle" />
      </h3>
      <p className="text-ink-muted">{description}</p>
      <ul className="space-y-2 text-sm">
        {bullets.map((bullet) => (
          <li key={bullet} className="flex gap-2 text-ink-muted">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
            {bullet}
          </li>
        ))}
      </ul>
      <span
        aria-hidden="true"
        className="mt-auto inline-flex items-center gap-1 pt-2 text-sm font-semibold text-accent-strong group-hover:underline"
      >
        {linkLabel}
        <ArrowRight className="size-4" />
      </span>
    </div>
  );
}
