import type { Job } from "../../generated/types/jobs";
import { SectionHeader } from "../sections/SectionHeader";
import { Section } from "../ui/Section";
import { JobCard } from "./JobCard";

interface OpeningsSectionProps {
  openings: { title: string; intro?: string; applyLabel: string };
  jobs: readonly Job[];
}

export function OpeningsSection({ openings, jobs }: OpeningsSectionProps) {
  return (
    <Section data-section="openings">
      <SectionHeader title={openings.title} intro={openings.intro} />
      <ul className="space-y-8">
        {jobs.map((job) => (
          <li key={job.id}>
            <JobCard job={job} applyLabel={openings.applyLabel} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
