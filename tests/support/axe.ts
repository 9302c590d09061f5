import AxeBuilder from "@axe-core/playwright";
import type { Result } from "axe-core";
import type { Page } from "playwright-core";

/**
 * Every WCAG 2.x A and AA tag axe-core knows. From axe-core 4.14 `label-content-name-mismatch`
 * (WCAG 2.5.3) is tagged `wcag21a`, no longer experimental, so it runs with these.
 */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** One readable block per violation: rule, impact, help, then each offending node and why. */
export function formatViolations(violations: readonly Result[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes.map(
        (node) =>
          `    ${node.target.join(" ")}\n      ${(node.failureSummary ?? "").replace(/\n/g, "\n      ")}`,
      );
      return `[${violation.impact ?? "?"}] ${violation.id}: ${violation.help}\n  ${violation.helpUrl}\n${nodes.join("\n")}`;
    })
    .join("\n\n");
}

/** The WCAG 2.x A/AA violations on the page (or in `include`, a selector), formatted; empty when there are none. */
export async function axeViolations(page: Page, options: { include?: string } = {}): Promise<string> {
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (options.include) builder.include(options.include);
  const results = await builder.analyze();
  return formatViolations(results.violations);
}
