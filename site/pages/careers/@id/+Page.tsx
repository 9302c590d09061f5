import { useData } from "vike-react/useData";
import { JobPostingPage } from "../../../components/careers/JobPostingPage";
import type { Data } from "./+data";

export default function Page() {
  const { job, applyLabel, careersTitle } = useData<Data>();
  return <JobPostingPage job={job} applyLabel={applyLabel} careersTitle={careersTitle} />;
}
