import type { Page } from "playwright-core";

export interface LargestPaint {
  /** The tag name of the painted element, or null when it is gone. */
  tag: string | null;
  /** The image's URL; empty for text. */
  url: string;
  /** When it was painted, in ms since the page's time origin. */
  startTime: number;
}

/** The page's largest contentful paint so far, as the browser reports it. */
export function largestContentfulPaint(page: Page): Promise<LargestPaint> {
  return page.evaluate(
    () =>
      new Promise<LargestPaint>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as (PerformanceEntry & {
            element: Element | null;
            url: string;
          })[];
          const last = entries.at(-1);
          resolve({
            tag: last?.element?.tagName ?? null,
            url: last?.url ?? "",
            startTime: last?.startTime ?? Number.NaN,
          });
        }).observe({ type: "largest-contentful-paint", buffered: true });
      }),
  );
}
