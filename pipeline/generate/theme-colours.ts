import { readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { PageColours } from "../../contracts/server-settings.ts";

/** The Tailwind theme: its `@theme` block holds the site's design tokens. */
export const STYLESHEET = "site/styles/global.css";

/**
 * Each colour of the theme drawn outside the site's CSS, and its token in the stylesheet: all of
 * them on the pages the server writes itself (their list is the server settings' schema), some on
 * the social images (social/brand.ts).
 */
export const THEME_COLOUR_TOKENS = {
  ground: "--color-ground",
  surface: "--color-surface",
  line: "--color-line",
  ink: "--color-ink",
  inkMuted: "--color-ink-muted",
  accent: "--color-accent",
  accent2: "--color-accent-2",
  accentStrong: "--color-accent-strong",
  success: "--color-success",
} as const satisfies Record<keyof PageColours, string>;

export type ThemeColourName = keyof typeof THEME_COLOUR_TOKENS;

/** The tokens of some of the theme's colours, for readColourTokens. */
export function colourTokensOf<Name extends ThemeColourName>(names: readonly Name[]): Record<Name, string> {
  const tokens: Partial<Record<Name, string>> = {};
  for (const name of names) tokens[name] = THEME_COLOUR_TOKENS[name];
  return tokens as Record<Name, string>;
}

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

/** readColourTokens of the project's own stylesheet, as the build reads it. */
export async function loadColourTokens<Key extends string>(
  root: string,
  tokens: Readonly<Record<Key, string>>,
): Promise<Record<Key, string>> {
  return readColourTokens(await readFile(join(root, STYLESHEET), "utf8"), tokens);
}

/** readColourTokens of the project's own stylesheet, for a caller that cannot wait (a test fixture). */
export function loadColourTokensSync<Key extends string>(
  root: string,
  tokens: Readonly<Record<Key, string>>,
): Record<Key, string> {
  return readColourTokens(readFileSync(join(root, STYLESHEET), "utf8"), tokens);
}
