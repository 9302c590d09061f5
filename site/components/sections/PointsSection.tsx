import type { Points } from "../../generated/types/sections";
import { cn } from "../../lib/cn";
import { Heading } from "../ui/Heading";
import { IconTile } from "../ui/IconTile";
import { Section } from "../ui/Section";
import { StatList } from "./StatList";

/** Reasons to choose us, with the headline stats beside them when there are any. */
export function PointsSection({ points, name }: { points: Points; name: string }) {
  const hasStats = Boolean(points.stats?.length);
  return (
    <Section
      data-section={name}
      className={cn("grid gap-10", hasStats && "lg:grid-cols-[3fr_2fr] lg:items-center")}
    >
      <div>
        <Heading level={2}>{points.title}</Heading>
        {points.intro ? <p className="mt-4 text-ink-muted">{points.intro}</p> : null}
        <ul
          className={cn(
            "mt-8 grid gap-6",
            !hasStats && (points.points.length === 4 ? "md:grid-cols-2 lg:grid-cols-4" : "md:grid-cols-3"),
          )}
        >
          {points.points.map((point) => (
            <li key={point.title} className="flex gap-4">
              <IconTile icon={point.icon} tone="accent" />
              <div>
                <h3 className="font-semibold text-ink">{point.title}</h3>
                <p className="mt-1 text-ink-muted">{point.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
      {points.stats?.length ? (
        <StatList stats={points.stats} className="lg:grid-cols-1 xl:grid-cols-2" />
      ) : null}
    </Section>
  );
}
