import { useData } from "vike-react/useData";
import { IndustryPage } from "../../../components/catalogue/IndustryPage";
import type { Data } from "./+data";

export default function Page() {
  return <IndustryPage industry={useData<Data>().industry} />;
}
