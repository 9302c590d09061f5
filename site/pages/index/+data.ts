import { site } from "../../generated/site";

export function data() {
  return { name: site.name, tagline: site.tagline, description: site.description };
}

export type Data = ReturnType<typeof data>;
