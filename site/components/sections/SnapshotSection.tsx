import type { Snapshot } from "../../generated/types/sections";
import { cn } from "../../lib/cn";
import { Badge } from "../ui/Badge";
import { Heading } from "../ui/Heading";
import { Picture } from "../ui/Picture";
import { Section } from "../ui/Section";
import { StatList } from "./StatList";

/** A client's story: challenge, solution and result, beside a picture of the work when there is one. */
export function SnapshotSection({ snapshot, name = "snapshot" }: { snapshot: Snapshot; name?: string }) {
  const parts = [
    { label: "Challenge", text: snapshot.challenge },
    { label: "Solution", text: snapshot.solution },
    { label: "Result", text: snapshot.result },
  ];
  const { visual } = snapshot;
  return (
    <Section data-section={name}>
      <div className="rounded-3xl border border-line bg-gradient-to-br from-surface-raised to-surface p-6 sm:p-10">
        <div className={cn(visual && "grid gap-10 lg:grid-cols-2 lg:items-center")}>
          {visual ? (
            <div className="overflow-hidden rounded-2xl border border-line lg:order-last">
              <Picture
                image={visual.image}
                alt={visual.alt}
                sizes="(min-width: 1280px) 540px, (min-width: 1024px) 42vw, calc(100vw - 96px)"
                className="h-auto w-full"
              />
            </div>
          ) : null}
          <div>
            <Heading level={2}>{snapshot.title}</Heading>
            <div className="mt-4 flex flex-wrap items-center gap-3">
              <Badge>{snapshot.industry}</Badge>
              <p className="text-lg font-semibold text-ink">{snapshot.project}</p>
            </div>
            <dl className={cn("mt-8 grid gap-6", !visual && "md:grid-cols-3")}>
              {parts.map((part) => (
                <div key={part.label}>
                  <dt className="text-sm font-semibold tracking-wide text-kind uppercase">{part.label}</dt>
                  <dd className="mt-2 text-ink-muted">{part.text}</dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
        {snapshot.stats?.length ? <StatList stats={snapshot.stats} className="mt-8" /> : null}
      </div>
    </Section>
  );
}
