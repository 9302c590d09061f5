import type { Page } from "playwright-core";
import { expect } from "vitest";
import { ISLAND } from "../../site/enhance/attributes.ts";

export interface HydrationCheck {
  /** How many elements and texts of the island's render were compared with the page. */
  compared: number;
  /** Where the page is not what the island rendered: `<tag id> attribute: page "x", render "y"`. */
  differences: string[];
}

/**
 * Compares the hydrated island `name` with what Preact rendered for it, element by element.
 * Preact, unlike React, reports nothing when the markup it hydrates differs from its own first
 * render: it keeps the server's attributes, so an id set by the server and another in Preact's
 * render (useId) or a state only the browser computes leaves the page unlike the render, and a
 * later render names ids that are not there. This reads Preact's rendered tree from the container
 * (`__k`, children; `__e`, the DOM node: the property names Preact 10 keeps for its devtools) and
 * compares each element's attributes and each text with the page. Elements marked
 * suppressHydrationWarning are skipped, as React skips them.
 */
export async function compareWithRender(page: Page, name: string): Promise<HydrationCheck> {
  return page.locator(`[${ISLAND}="${name}"]`).evaluate((container) => {
    interface RenderedNode {
      type: unknown;
      props: unknown;
      __k?: (RenderedNode | null)[] | null;
      __e?: Node | null;
    }
    const differences: string[] = [];
    let compared = 0;
    const quoted = (value: unknown) => (value === null ? "none" : JSON.stringify(value));
    const attributeName = (name: string) => ({ className: "class", htmlFor: "for" })[name] ?? name;
    const where = (element: Element) => `<${element.localName}${element.id ? ` #${element.id}` : ""}>`;
    const SKIPPED = new Set([
      "children",
      "key",
      "ref",
      "dangerouslySetInnerHTML",
      "style",
      "value",
      "checked",
    ]);

    /** The attribute a prop of `value` writes: null for none. */
    const attributeOf = (name: string, value: unknown): string | null => {
      if (value === null || value === undefined) return null;
      if (value === false) return name.startsWith("aria-") || name.startsWith("data-") ? "false" : null;
      return String(value);
    };
    const matches = (element: Element, name: string, value: unknown): boolean => {
      const expected = attributeOf(name, value);
      const attribute = element.getAttribute(attributeName(name));
      if (attribute === expected) return true;
      if (name.includes("-") || !(name in element)) return false;
      // A property the attribute reflects: `htmlFor`, `tabIndex`, `disabled`, `hidden`, …
      const property: unknown = (element as unknown as Record<string, unknown>)[name];
      return typeof value === "boolean" ? Boolean(property) === value : String(property) === String(value);
    };

    const visit = (node: RenderedNode | null | undefined) => {
      if (!node) return;
      const dom = node.__e;
      if (typeof node.type === "string" && dom instanceof Element && typeof node.props === "object") {
        compared += 1;
        const props = (node.props ?? {}) as Record<string, unknown>;
        if (props.suppressHydrationWarning) return;
        for (const [name, value] of Object.entries(props)) {
          if (SKIPPED.has(name) || typeof value === "function" || typeof value === "object") continue;
          if (!matches(dom, name, value))
            differences.push(
              `${where(dom)} ${attributeName(name)}: page ${quoted(dom.getAttribute(attributeName(name)))}, render ${quoted(attributeOf(name, value))}`,
            );
        }
      } else if (node.type === null && dom instanceof Text) {
        compared += 1;
        if (dom.data !== String(node.props))
          differences.push(`text: page ${quoted(dom.data)}, render ${quoted(String(node.props))}`);
      }
      for (const child of node.__k ?? []) visit(child);
    };
    const root = (container as unknown as { __k?: RenderedNode }).__k;
    if (!root) return { compared, differences: ["no Preact render on the island's container"] };
    visit(root);
    return { compared, differences };
  });
}

/** The hydrated island `name`'s markup is what it rendered: every attribute and text. */
export async function expectPageIsRender(page: Page, name: string): Promise<void> {
  const check = await compareWithRender(page, name);
  expect(check.differences, `${name}: where the page is not the island's render`).toEqual([]);
  expect(check.compared, `${name}: elements and texts compared`).toBeGreaterThan(10);
}
