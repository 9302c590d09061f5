import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { type ComponentType, createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { iconNames } from "../../pipeline/index.ts";

let known: Set<string> | undefined;

/** A lucide icon drawn as SVG, for the icon picker; undefined for a name that is not an icon. */
export async function iconSvg(name: string): Promise<string | undefined> {
  known ??= new Set(iconNames());
  if (!known.has(name)) return undefined;
  const dir = join(
    dirname(createRequire(import.meta.url).resolve("lucide-react/package.json")),
    "dist/esm/icons",
  );
  const module = (await import(pathToFileURL(join(dir, `${name}.mjs`)).href)) as { default: ComponentType };
  return renderToStaticMarkup(
    createElement(module.default, { xmlns: "http://www.w3.org/2000/svg" } as object),
  );
}
