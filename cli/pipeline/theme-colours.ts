import { readFile } from "node:fs/promises";
import { join } from "node:path";

/** The Tailwind theme: its `@theme` block holds the site's design tokens. */
export const STYLESHEET = "site/styles/global.css";

/**
 * The value of each named colour token (`--color-…: #hex;`) of the theme, so that what is drawn
 * outside the site's CSS (the social images, the pages the server writes itself) keeps the site's
 * colours. A missing token is the site's own mistake, not a content problem: it throws.
 */
export function readColourTokens<Key extends string>(
  css: string,
  tokens: Readonly<Record<Key, string>>,
): Record<Key, string> {
  const colours: Partial<Record<Key, string>> = {};
  for (const [key, token] of Object.entries(tokens) as [Key, string][]) {
    const value = new RegExp(`${token}:\\s*(#[0-9a-fA-F]{3,8})\\s*;`).exec(css)?.[1];
    if (!value) throw new Error(`${STYLESHEET} has no colour token ${token}`);
    colours[key] = value;
  }
  return colours as Record<Key, string>;
}

/** readColourTokens of the project's own stylesheet. */
export async function loadColourTokens<Key extends string>(
  root: string,
  tokens: Readonly<Record<Key, string>>,
): Promise<Record<Key, string>> {
  return readColourTokens(await readFile(join(root, STYLESHEET), "utf8"), tokens);
}
