/** The public origin of the site (`url` in site.yaml), for absolute URLs. */
export function siteOrigin(data: ReadonlyMap<string, unknown>): string {
  return String((data.get("site") as { url?: string } | undefined)?.url ?? "https://www.example.com");
}
