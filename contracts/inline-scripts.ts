import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";

/** `<script …>…</script>` elements; group 1 the attributes, group 2 the text. */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
/** One attribute: its name, then its value double-quoted, single-quoted or bare (or none). */
const ATTRIBUTE = /([^\s"'=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
/** Types a browser acts on (JavaScript, modules, speculation rules); others, like JSON, are data. */
const RUNNABLE_TYPE =
  /^(?:|module|speculationrules|(?:text|application)\/(?:x-)?(?:javascript|ecmascript)|text\/jscript)$/i;

/** The attributes by lower-cased name, so `data-src` is not taken for `src`. */
function attributesOf(source: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const [, name = "", double, single, bare] of source.matchAll(ATTRIBUTE)) {
    const key = name.toLowerCase();
    if (!attributes.has(key)) attributes.set(key, double ?? single ?? bare ?? "");
  }
  return attributes;
}

function isRunnableInline(source: string): boolean {
  const attributes = attributesOf(source);
  if (attributes.has("src")) return false;
  return RUNNABLE_TYPE.test((attributes.get("type") ?? "").trim());
}

/**
 * The CSP hashes (`sha256-…`) of the inline scripts in one HTML document. A browser hashes the
 * text after its parser turned every CR LF and lone CR into LF, so the same is done here.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = "", text = ""] of html.matchAll(SCRIPT)) {
    if (isRunnableInline(attributes)) {
      const parsed = text.replace(/\r\n?/g, "\n");
      hashes.push(`sha256-${createHash("sha256").update(parsed, "utf8").digest("base64")}`);
    }
  }
  return hashes;
}

/** Every inline script hash in the prerendered pages under `clientDir`, each once. */
export async function collectInlineScriptHashes(clientDir: string): Promise<string[]> {
  const entries = await readdir(clientDir, { recursive: true });
  const pages = entries.filter((entry) => entry.endsWith(".html"));
  const hashes = new Set<string>();
  for (const page of pages) {
    for (const hash of inlineScriptHashes(await readFile(join(clientDir, page), "utf8"))) hashes.add(hash);
  }
  return [...hashes].sort();
}
