import { ArrowRight, BriefcaseBusiness, CalendarDays, Clock, MapPin, UsersRound } from "lucide-react";
import type { Job } from "../../generated/types/jobs";
import { cn } from "../../lib/cn";
import { accentClasses } from "../../lib/colours";
import { DetailList } from "../sections/DetailList";
import { MarkdownBody } from "../sections/MarkdownBody";
import { Badge } from "../ui/Badge";
import { ButtonLink } from "../ui/ButtonLink";
import { panelClasses } from "../ui/Panel";

/** The contact page reads `?job=<id>` and names the position in the enquiry. */
const applyHref = (id: string) => `/contact?job=${encodeURIComponent(id)}`;

/** One current opening: title, 'Open', facts, description, lists and its apply button. */
export function JobCard({ job, applyLabel }: { job: Job; applyLabel: string }) {
  const accent = accentClasses[job.colour];
  const titleId = `job-${job.id}`;
  const facts = [
    { label: "Department", value: job.department, icon: UsersRound },
    { label: "Type", value: job.type, icon: Clock },
    { label: "Location", value: job.location, icon: MapPin },
    { label: "Experience", value: job.experience, icon: BriefcaseBusiness },
    { label: "Posted", value: job.posted, icon: CalendarDays },
  ];
  return (
    <article
      aria-labelledby={titleId}
      data-job={job.id}
      className={cn(panelClasses(), "transition-colors", accent.ring)}
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <h3 id={titleId} className="text-2xl font-bold tracking-tight text-ink">
          {job.title}
        </h3>
        <Badge className="border-success/40 text-success" data-part="status">
          Open
        </Badge>
      </div>
      <dl className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm">
        {facts.map(({ label, value, icon: FactIcon }) => (
          <div key={label} className="flex items-center gap-1.5" data-fact={label}>
            <dt>
              <FactIcon aria-hidden="true" className="size-4 text-accent" />
              <span className="sr-only">{label}</span>
            </dt>
            <dd className="text-ink-muted">{value}</dd>
          </div>
        ))}
      </dl>
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
