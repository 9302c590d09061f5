import { industries } from "../../../generated/industries";

export function onBeforePrerenderStart(): string[] {
  return industries.map((industry) => industry.href);
}
