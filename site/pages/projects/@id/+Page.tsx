import { useData } from "vike-react/useData";
import { ProjectDetail } from "../../../components/project-detail/ProjectDetail";
import { ProjectNotFound } from "../../../components/project-detail/ProjectNotFound";
import type { Data } from "./+data";

export default function Page() {
  const { project } = useData<Data>();
  return project ? <ProjectDetail project={project} /> : <ProjectNotFound />;
}
