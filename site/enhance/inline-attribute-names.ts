import path from "node:path";
import { fileURLToPath } from "node:url";
import { type Plugin, parseSync, transformWithOxc } from "vite";
import * as attributeNames from "./attributes.ts";

const ATTRIBUTES_MODULE = fileURLToPath(new URL("./attributes.ts", import.meta.url));
const NAMES: Readonly<Record<string, string>> = attributeNames;
const SCRIPT = /\.[cm]?[jt]sx?$/;

function importsAttributes(specifier: string, importer: string): boolean {
  const target = path.resolve(path.dirname(importer), specifier);
  return target === ATTRIBUTES_MODULE || `${target}.ts` === ATTRIBUTES_MODULE;
}

/**
 * `code` (the browser module `id`) with each name it imports from attributes.ts replaced by its
 * value, as if spelled there; null when it imports none. The import is blanked out (same length,
 * same lines) and each name then replaced where it is not shadowed, as a `define` would.
 */
export async function inlineAttributeNamesIn(code: string, id: string): Promise<string | null> {
  const file = id.split("?")[0] ?? id;
  const { program } = parseSync(file, code, { lang: "js" });
  const define: Record<string, string> = {};
  let blanked = code;
  for (const statement of program.body) {
    if (statement.type !== "ImportDeclaration" || !importsAttributes(statement.source.value, file)) continue;
    for (const specifier of statement.specifiers) {
      if (specifier.type !== "ImportSpecifier")
        throw new Error(`${file}: import the names of ${ATTRIBUTES_MODULE} one by one`);
      const name =
        specifier.imported.type === "Identifier" ? specifier.imported.name : specifier.imported.value;
      const value = NAMES[name];
      if (value === undefined) throw new Error(`${file}: ${ATTRIBUTES_MODULE} has no ${name}`);
      define[specifier.local.name] = JSON.stringify(value);
    }
    const blank = code.slice(statement.start, statement.end).replace(/[^\n]/g, " ");
    blanked = blanked.slice(0, statement.start) + blank + blanked.slice(statement.end);
  }
  if (Object.keys(define).length === 0) return null;
  return (await transformWithOxc(blanked, file, { lang: "js", define })).code;
}

/**
 * Writes the attribute names into the browser code that uses them, as if spelled there. Imported
 * as such, they would live in the entry chunk (their module's chunk), and each page behaviour
 * fetched later (registry.ts) would import its names from it: every name then costs the entry an
 * export and the later chunk an import naming the entry's file, 138 B gzip on the home page.
 * Build only: the dev server serves modules one by one, where an import costs nothing.
 */
export function inlineAttributeNames(): Plugin {
  return {
    name: "inline-attribute-names",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    async transform(code, id) {
      if (!SCRIPT.test(id.split("?")[0] ?? id) || !code.includes("attributes")) return null;
      const inlined = await inlineAttributeNamesIn(code, id);
      return inlined === null ? null : { code: inlined, map: null };
    },
  };
}
