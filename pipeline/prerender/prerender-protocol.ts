/** The two steps of prerendering, each run in a process of its own (see prerender.ts). */
export type PrerenderStep = "bundle" | "pages";

/** What a process used: its peak resident memory in KB, and CPU time (all its threads) in ms. */
export interface ProcessUsage {
  peakRssKb: number;
  cpuMs: number;
}

/** What a prerender process tells the build, in order: pages as they are written, then how it ended. */
export type PrerenderMessage =
  | { kind: "page"; url: string }
  | ({ kind: "done" } & ProcessUsage)
  | { kind: "failed"; message: string; stack: string | undefined };

export function isPrerenderStep(value: unknown): value is PrerenderStep {
  return value === "bundle" || value === "pages";
}

export function isPrerenderMessage(value: unknown): value is PrerenderMessage {
  if (typeof value !== "object" || value === null) return false;
  const message = value as Record<string, unknown>;
  switch (message.kind) {
    case "page":
      return typeof message.url === "string";
    case "done":
      return typeof message.peakRssKb === "number" && typeof message.cpuMs === "number";
    case "failed":
      return typeof message.message === "string";
    default:
      return false;
  }
}
