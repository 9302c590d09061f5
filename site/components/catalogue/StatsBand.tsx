import type { Points, Stat } from "../../generated/types/sections";
import { Heading } from "../ui/Heading";
import { IconTile } from "../ui/IconTile";
import { Section } from "../ui/Section";
import { Band } from "./Band";

/** Reasons to choose us under their headline figures, on a band glowing in the page's accent. */
export function StatsBand({ points, stats, name }: { points: Points; stats: readonly Stat[]; name: string }) {
  return (
    <Band glow>
      <Section data-section={name}>
        <div className="grid gap-10 lg:grid-cols-[2fr_3fr] lg:items-end">
          <div>
            <Heading level={2}>{points.title}</Heading>
            {points.intro ? <p className="mt-4 text-ink-muted">{points.intro}</p> : null}
          </div>
          <dl className="grid grid-cols-2 gap-6">
            {stats.map((stat) => (
              <div key={stat.label} className="flex flex-col border-l-2 border-kind pl-5">
                <dt className="mt-1 text-ink-muted">{stat.label}</dt>
                <dd className="order-first text-4xl font-bold tracking-tight text-ink sm:text-5xl">
                  {stat.value}
                </dd>
              </div>
            ))}
          </dl>
        </div>
        <ul className="mt-12 grid gap-8 md:grid-cols-2 lg:grid-cols-4">
          {points.points.map((point) => (
            <li key={point.title}>
              <IconTile icon={point.icon} tone="kind" />
              <h3 className="mt-4 font-semibold text-ink">{point.title}</h3>
              <p className="mt-2 text-ink-muted">{point.description}</p>
            </li>
          ))}
        </ul>
      </Section>
    </Band>
  );
}
