/**
 * The characters the site can show, each with the first file it was found in: every character of the
 * content's YAML and Markdown files (and of their parsed YAML, so that escapes count), and of the
 * string literals and JSX text in site/ and contracts/ (comments and code do not reach a page).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";
import { parseAllDocuments } from "yaml";

/** Character → the first file (relative to the root) that uses it. Control characters are left out. */
export type UsedCharacters = Map<string, string>;

export function usedCharacters(root: string): UsedCharacters {
  const used: UsedCharacters = new Map();
  const add = (text: string, file: string) => {
    for (const character of text) {
      if (character >= " " && character !== "\x7f" && !used.has(character)) {
        used.set(character, relative(root, file));
      }
    }
  };
  for (const file of filesUnder(join(root, "content"), [".yaml", ".md"])) {
    const text = readFileSync(file, "utf8");
    add(text, file);
    if (file.endsWith(".yaml")) add(JSON.stringify(parseAllDocuments(text).map((doc) => doc.toJS())), file);
  }
  for (const folder of ["site", "contracts"]) {
    for (const file of filesUnder(join(root, folder), [".ts", ".tsx"])) {
      if (file.endsWith(".test.ts") || file.endsWith(".d.ts") || file.includes("/generated/")) continue;
      for (const text of literalTexts(file)) add(text, file);
    }
  }
  return used;
}

function filesUnder(folder: string, extensions: string[]): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, encoding: "utf8" })
    .filter((name) => extensions.some((extension) => name.endsWith(extension)))
    .sort()
    .map((name) => join(folder, name));
}

/** The cooked text of every string literal, template part and JSX text of one TypeScript file. */
function literalTexts(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, false);
  const texts: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node) || ts.isJsxText(node)) {
      texts.push(node.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return texts;
}
