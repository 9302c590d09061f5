/**
 * A Markdown file cut at its front matter; `open + yaml + close + body` is the whole text. The one
 * reading of front matter for the engine (load, site mv) and the studio, so they never disagree
 * on where the YAML ends.
 */
export interface FrontMatter {
  /** The first line, `---`, with its line break. */
  open: string;
  /** The YAML between the two lines, with its last line break. */
  yaml: string;
  /** The closing `---` line with its line break; "" when none closes the front matter. */
  close: string;
  /** Everything after the closing line ("" when there is none). */
  body: string;
}

/**
 * The front matter of `text`: from a first line `---` to the next line that is `---` alone (blanks
 * after it allowed). A longer line of dashes (`-----`) closes nothing: it is a line of the YAML.
 * With no closing line, all of the rest is YAML and the body is empty. Undefined without the
 * first `---` line.
 */
export function splitFrontMatter(text: string): FrontMatter | undefined {
  const open = /^---\r?\n/.exec(text)?.[0];
  if (open === undefined) return undefined;
  const rest = text.slice(open.length);
  const close = /^---[ \t]*(?:\r?\n|$)/m.exec(rest);
  if (!close) return { open, yaml: rest, close: "", body: "" };
  return {
    open,
    yaml: rest.slice(0, close.index),
    close: close[0],
    body: rest.slice(close.index + close[0].length),
  };
}

export function joinFrontMatter(parts: FrontMatter): string {
  return `${parts.open}${parts.yaml}${parts.close}${parts.body}`;
}
