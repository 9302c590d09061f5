import { ArrowRight } from "lucide-react";
import type { Job } from "../../generated/types/jobs";
import { cn } from "../../lib/cn";
import { accentClasses } from "../../lib/colours";
import { DetailList } from "../sections/DetailList";
import { MarkdownBody } from "../sections/MarkdownBody";
import { Badge } from "../ui/Badge";
import { ButtonLink } from "../ui/ButtonLink";
import { panelClasses } from "../ui/Panel";
import { JobFacts } from "./JobFacts";
import { applyHref } from "./job-facts";

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
        </h3>
        <Badge className="border-success/40 text-success" data-part="status">
          Open
        </Badge>
      </div>
      <JobFacts job={job} />
      <MarkdownBody html={job.description} className="mt-6" data-part="description" />
      <div className="mt-8 grid gap-8 md:grid-cols-3">
        <DetailList title="Responsibilities" items={job.responsibilities} />
        <DetailList title="Requirements" items={job.requirements} />
        <DetailList title="Preferred" items={job.preferred} />
      </div>
      <ButtonLink href={applyHref(job.id)} className="mt-8">
        {applyLabel}
        <span className="sr-only">: {job.title}</span>
        <ArrowRight aria-hidden="true" className="size-4" />
      </ButtonLink>
    </article>
  );
}
