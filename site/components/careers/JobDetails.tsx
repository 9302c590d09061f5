import { ArrowRight } from "lucide-react";
import type { Job } from "../../generated/types/jobs";
import { DetailList } from "../sections/DetailList";
import { MarkdownBody } from "../sections/MarkdownBody";
import { ButtonLink } from "../ui/ButtonLink";
import { JobFacts } from "./JobFacts";
import { applyHref } from "./job-facts";

/**
 * What a posting says, under its title: facts, description, the three lists and the apply button.
 * On the job's own page (`ownPage`) the facts add the closing date, the lists are sections of the
 * page (h2) and there is more room between the parts; in a card on /careers the lists sit under
 * the card's h3.
 */
export function JobDetails({
  job,
  applyLabel,
  ownPage = false,
}: {
  job: Job;
  applyLabel: string;
  ownPage?: boolean;
}) {
  const headingLevel = ownPage ? 2 : 4;
  return (
    <>
      <JobFacts job={job} withClosingDate={ownPage} />
      <MarkdownBody html={job.description} className={ownPage ? "mt-8" : "mt-6"} data-part="description" />
      <div className={ownPage ? "mt-10 grid gap-8 md:grid-cols-3" : "mt-8 grid gap-8 md:grid-cols-3"}>
        <DetailList title="Responsibilities" items={job.responsibilities} headingLevel={headingLevel} />
        <DetailList title="Requirements" items={job.requirements} headingLevel={headingLevel} />
        <DetailList title="Preferred" items={job.preferred} headingLevel={headingLevel} />
      </div>
      <ButtonLink href={applyHref(job.id)} className={ownPage ? "mt-10" : "mt-8"}>
        {applyLabel}
        <span className="sr-only">: {job.title}</span>
        <ArrowRight aria-hidden="true" className="size-4" />
      </ButtonLink>
    </>
  );
}
