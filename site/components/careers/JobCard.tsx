import type { Job } from "../../generated/types/jobs";
import { cn } from "../../lib/cn";
import { accentClasses } from "../../lib/colours";
import { Badge } from "../ui/Badge";
import { DraftMark } from "../ui/DraftMark";
import { panelClasses } from "../ui/Panel";
import { JobDetails } from "./JobDetails";

/** One current opening: title (a link to its own page), 'Open', facts, description, lists and its apply button. */
export function JobCard({ job, applyLabel }: { job: Job; applyLabel: string }) {
  const accent = accentClasses[job.colour];
  const titleId = `job-${job.id}`;
  return (
    <article
      aria-labelledby={titleId}
      data-job={job.id}
      className={cn(panelClasses(), "transition-colors", accent.ring)}
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <h3 id={titleId} className="text-2xl font-bold tracking-tight text-ink">
          <a href={job.href} className="hover:text-accent-strong hover:underline">
            {job.title}
          </a>
          <DraftMark href={job.href} className="ml-2 align-middle" />
        </h3>
        <Badge className="border-success/40 text-success" data-part="status">
          Open
        </Badge>
      </div>
      <JobDetails job={job} applyLabel={applyLabel} />
    </article>
  );
}
