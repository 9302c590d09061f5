import type { Snapshot } from "../../generated/types/sections";
import { Badge } from "../ui/Badge";
import { Heading } from "../ui/Heading";
import { Section } from "../ui/Section";
import { StatList } from "./StatList";

export function SnapshotSection({ snapshot, name = "snapshot" }: { snapshot: Snapshot; name?: string }) {
  const parts = [
    { label: "Challenge", text: snapshot.challenge },
    { label: "Solution", text: snapshot.solution },
    { label: "Result", text: snapshot.result },
  ];
  return (
    <Section data-section={name}>
      <div className="rounded-3xl border border-line bg-gradient-to-br from-surface-raised to-surface p-6 sm:p-10">
        <Heading level={2}>{snapshot.title}</Heading>
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <Badge>{snapshot.industry}</Badge>
          <p className="text-lg font-semibold text-ink">{snapshot.project}</p>
        </div>
        <dl className="mt-8 grid gap-6 md:grid-cols-3">
          {parts.map((part) => (
            <div key={part.label}>
              <dt className="text-sm font-semibold tracking-wide text-accent uppercase">{part.label}</dt>
              <dd className="mt-2 text-ink-muted">{part.text}</dd>
            </div>
          ))}
        </dl>
        {snapshot.stats?.length ? <StatList stats={snapshot.stats} className="mt-8" /> : null}
      </div>
    </Section>
  );
}
