/**
 * One process's share of the pages when the build renders them in several processes at once (one per
 * core): `index` of `count`. The build (pipeline/prerender/) gives it; the site's onPrerenderStart
 * hook keeps only the pages that fall to it.
 */
export interface PrerenderShard {
  index: number;
  count: number;
}

/**
 * Whether the page at `url` falls to `shard`. By a hash of the URL, not by its place in the list,
 * which Vike assembles from hooks that may finish in any order; the not-found page falls to the
 * first share.
 */
export function inShard(shard: PrerenderShard, url: string, isNotFound: boolean): boolean {
  if (isNotFound) return shard.index === 0;
  // FNV-1a: spreads similar URLs (/blog/a, /blog/b) evenly.
  let hash = 0x811c9dc5;
  for (let i = 0; i < url.length; i++) hash = Math.imul(hash ^ url.charCodeAt(i), 0x01000193);
  return (hash >>> 0) % shard.count === shard.index;
}
