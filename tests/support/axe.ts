import AxeBuilder from "@axe-core/playwright";
import type { Result } from "axe-core";
import type { Page } from "playwright-core";

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

/** The WCAG 2.2 A/AA violations on the page, formatted; empty when there are none. */
export async function axeViolations(page: Page): Promise<string> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return formatViolations(results.violations);
}
