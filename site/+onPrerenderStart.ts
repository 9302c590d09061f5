import type { PageContextServer } from "vike/types";
import { inShard, type PrerenderShard } from "../contracts/prerender-shard";

declare global {
  namespace Vike {
    interface PageContext {
      /** Set by the build when it renders the pages in several processes: which share is this one's. */
      prerenderShard?: PrerenderShard;
    }
  }
}

/**
 * Keeps the pages this prerender process renders: all of them, unless the build split them between
 * processes (pipeline/prerender/prerender.ts), one per core, each given its share in pageContextInit.
 * The list is filtered in place: a returned list makes Vike read each kept page's deprecated `url`
 * and warn once per process.
 */
export function onPrerenderStart(prerenderContext: { pageContexts: PageContextServer[] }): void {
  const { pageContexts } = prerenderContext;
  const shard = pageContexts[0]?.prerenderShard;
  if (!shard) return;
  const kept = pageContexts.filter((pageContext) =>
    inShard(shard, pageContext.urlOriginal, pageContext.is404 === true),
  );
  pageContexts.splice(0, pageContexts.length, ...kept);
}
