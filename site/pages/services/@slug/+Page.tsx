import { useData } from "vike-react/useData";
import { ServicePage } from "../../../components/catalogue/ServicePage";
import type { Data } from "./+data";

export default function Page() {
  return <ServicePage service={useData<Data>().service} />;
}
