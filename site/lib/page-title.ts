import { site } from "../generated/site";

/** "<page> | <company>", the title every page but the home page carries. */
export function pageTitle(title: string): string {
  return `${title} | ${site.name}`;
}
