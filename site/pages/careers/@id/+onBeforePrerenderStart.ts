import { jobs } from "../../../generated/jobs";

export function onBeforePrerenderStart(): string[] {
  return jobs.map((job) => job.href);
}
