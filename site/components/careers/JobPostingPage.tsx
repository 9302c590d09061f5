import { ChevronRight } from "lucide-react";
import type { Job } from "../../generated/types/jobs";
import { Heading } from "../ui/Heading";
import { Section } from "../ui/Section";
import { JobDetails } from "./JobDetails";

interface JobPostingPageProps {
  job: Job;
  applyLabel: string;
  /** The careers page's heading, for the way back. */
  careersTitle: string;
}

/** One opening's own page: the whole posting, when applications close, and its apply button. */
export function JobPostingPage({ job, applyLabel, careersTitle }: JobPostingPageProps) {
  return (
    <Section pad="top" data-job={job.id}>
      <div className="max-w-4xl">
        <nav aria-label="Breadcrumb" className="text-sm text-ink-muted">
          <ol className="flex flex-wrap items-center gap-1.5">
            <li>
              <a href="/careers" className="hover:text-ink">
                {careersTitle}
              </a>
            </li>
            <li aria-hidden="true">
              <ChevronRight className="size-4" />
            </li>
            <li aria-current="page" className="text-ink">
              {job.title}
            </li>
          </ol>
        </nav>
        <p className="mt-8 text-sm font-semibold tracking-widest text-accent uppercase">{job.department}</p>
        <Heading level={1} className="mt-3">
          <span className="text-gradient">{job.title}</span>
        </Heading>
        <JobDetails job={job} applyLabel={applyLabel} ownPage />
      </div>
    </Section>
  );
}
