import type { Locator } from "playwright-core";
import { expect } from "vitest";

/** The honeypot field is unreachable for people: out of the tab order, hidden from assistive technology, off-screen. */
export async function expectHiddenHoneypot(trap: Locator): Promise<void> {
  expect(await trap.getAttribute("tabindex")).toBe("-1");
  expect(await trap.getAttribute("autocomplete")).toBe("off");
  expect(await trap.evaluate((input) => input.closest('[aria-hidden="true"]') !== null)).toBe(true);
  expect(await trap.evaluate((input) => (input as HTMLInputElement).labels?.length)).toBe(1);
  const box = await trap.boundingBox();
  expect(box !== null && box.x + box.width <= 0, "off-screen to the left").toBe(true);
}
