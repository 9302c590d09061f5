import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";

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

function symbol(name: string, node: IconNode): string {
  const children = node
    .map(([tag, attributes]) => {
      const attrs = Object.entries(attributes)
        .filter(([key]) => key !== "key")
        .map(([key, value]) => `${key}="${escapeAttribute(String(value))}"`)
        .join(" ");
      return `<${tag} ${attrs}/>`;
    })
    .join("");
  return `<symbol id="${name}" viewBox="0 0 24 24">${children}</symbol>`;
}

/**
 * One SVG sprite of every icon content uses. Pages draw them with <use>, so icons cost no
 * JavaScript; the sprite is a single cached file.
 */
export async function buildIconSprite(names: readonly string[]): Promise<{ svg: string; fileName: string }> {
  const symbols = await Promise.all([...names].sort().map(async (name) => symbol(name, await nodeOf(name))));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>\n`;
  const hash = createHash("sha256").update(svg).digest("hex").slice(0, 10);
  return { svg, fileName: `icons-${hash}.svg` };
}
