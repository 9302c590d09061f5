import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { inlineIconId } from "../../contracts/icon-ids.ts";

type IconNode = [tag: string, attributes: Record<string, string>][];

const escapeAttribute = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

const require = createRequire(import.meta.url);

/** An icon's drawing; an alias (a module that only re-exports another icon) is followed to it. */
async function nodeOf(name: string, depth = 0): Promise<IconNode> {
  const module = (await import(`lucide-react/icons/${name}`)) as { __iconData?: { node?: IconNode } };
  const node = module.__iconData?.node;
  if (node) return node;
  const source = await readFile(require.resolve(`lucide-react/icons/${name}`), "utf8");
  const target = /export \{ default \} from '\.\/([a-z0-9-]+)\.mjs'/.exec(source)?.[1];
  if (!target || depth > 2) throw new Error(`lucide-react has no drawing for the icon '${name}'`);
  return nodeOf(target, depth + 1);
}

function symbol(id: string, node: IconNode): string {
  const children = node
    .map(([tag, attributes]) => {
      const attrs = Object.entries(attributes)
        .filter(([key]) => key !== "key")
        .map(([key, value]) => `${key}="${escapeAttribute(String(value))}"`)
        .join(" ");
      return `<${tag} ${attrs}/>`;
    })
    .join("");
  return `<symbol id="${id}" viewBox="0 0 24 24">${children}</symbol>`;
}

export interface IconSprite {
  /** The sprite file: one symbol per icon, its id the icon's name. */
  svg: string;
  fileName: string;
  /** Each icon's symbol for a page to carry inline, its id `inlineIconId(name)`, by icon name. */
  inlineSymbols: Record<string, string>;
}

/** The last sprite built: the live engine builds one after every change, nearly always of the same icons. */
let last: { key: string; sprite: Promise<IconSprite> } | undefined;

/**
 * Every icon content uses, drawn with <use> so icons cost no JavaScript: each page carries the
 * symbols its HTML uses (see site/lib/inline-icons.ts); the sprite file, cached for good, serves
 * icons an island draws later in the browser.
 */
export function buildIconSprite(names: readonly string[]): Promise<IconSprite> {
  const key = [...names].sort().join("\n");
  if (last?.key !== key) last = { key, sprite: drawIconSprite(names) };
  return last.sprite;
}

async function drawIconSprite(names: readonly string[]): Promise<IconSprite> {
  const sorted = [...names].sort();
  const nodes = await Promise.all(sorted.map((name) => nodeOf(name)));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg">${sorted.map((name, i) => symbol(name, nodes[i] as IconNode)).join("")}</svg>\n`;
  const hash = createHash("sha256").update(svg).digest("hex").slice(0, 10);
  const inlineSymbols = Object.fromEntries(
    sorted.map((name, i) => [name, symbol(inlineIconId(name), nodes[i] as IconNode)]),
  );
  return { svg, fileName: `icons-${hash}.svg`, inlineSymbols };
}
