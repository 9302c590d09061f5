import type { Job } from "../../generated/types/jobs";
import { jobFacts } from "./job-facts";

/** A job's facts as a description list: an icon (its label for screen readers) and the value. */
export function JobFacts({ job, withClosingDate }: { job: Job; withClosingDate?: boolean }) {
  return (
    <dl className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm">
      {jobFacts(job, { withClosingDate }).map(({ label, value, icon: FactIcon }) => (
        <div key={label} className="flex items-center gap-1.5" data-fact={label}>
          <dt>
            <FactIcon aria-hidden="true" className="size-4 text-accent" />
            <span className="sr-only">{label}</span>
          </dt>
          <dd className="text-ink-muted">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
