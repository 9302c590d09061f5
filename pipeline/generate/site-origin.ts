/**
 * The public origin of the site (`url` in site.yaml, validated as https without a path), from
 * which every absolute URL is built. Writers run only on valid content, so it is always there.
 */
export function siteOrigin(data: ReadonlyMap<string, unknown>): string {
  const url = (data.get("site") as { url?: unknown } | undefined)?.url;
  if (typeof url !== "string")
    throw new Error("site.yaml has no 'url': writers run only on validated content");
  return url;
}
