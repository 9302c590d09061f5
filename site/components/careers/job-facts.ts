import { BriefcaseBusiness, CalendarClock, CalendarDays, Clock, MapPin, UsersRound } from "lucide-react";
import type { Job } from "../../generated/types/jobs";

// Made once, not per date: creating a DateTimeFormat costs far more than formatting with it.
const jobDate = new Intl.DateTimeFormat("en-AU", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** A content date (YYYY-MM-DD) as the page says it, e.g. "31 January 2027". */
export function formatJobDate(date: string): string {
  return jobDate.format(new Date(`${date}T00:00:00Z`));
}

/** The facts a job card shows; the job's own page adds when applications close. */
export function jobFacts(job: Job, options: { withClosingDate?: boolean } = {}) {
  const facts = [
    { label: "Department", value: job.department, icon: UsersRound },
    { label: "Type", value: job.type, icon: Clock },
    { label: "Location", value: job.location, icon: MapPin },
    { label: "Experience", value: job.experience, icon: BriefcaseBusiness },
    { label: "Posted", value: job.posted, icon: CalendarDays },
  ];
  if (options.withClosingDate)
    facts.push({ label: "Applications close", value: formatJobDate(job.validThrough), icon: CalendarClock });
  return facts;
}

/** The contact page reads `?job=<id>` and names the position in the enquiry. */
export const applyHref = (id: string) => `/contact?job=${encodeURIComponent(id)}`;

/** The job page's meta description, from its facts and closing date. */
export function jobDescription(job: Job): string {
  return `${job.title}: ${job.type.toLowerCase()}, ${job.location}, ${job.experience} of experience. Apply by ${formatJobDate(job.validThrough)}.`;
}
