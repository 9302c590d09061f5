import type { PageContext } from "vike/types";
import { jobDescription } from "../../../components/careers/job-facts";
import type { Data } from "./+data";

export const description = (pageContext: PageContext<Data>) => jobDescription(pageContext.data.job);
