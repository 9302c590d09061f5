import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";

/** `<script …>…</script>` elements; group 1 the attributes, group 2 the text. */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
/** Types a browser runs; data blocks (application/json) are not scripts to CSP. */
const RUNNABLE_TYPE = /^(?:|module|text\/javascript|application\/javascript)$/i;

function isRunnableInline(attributes: string): boolean {
  if (/\bsrc\s*=/i.test(attributes)) return false;
  const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? "";
  return RUNNABLE_TYPE.test(type.trim());
}

/** The CSP hashes (`sha256-…`) of the inline scripts in one HTML document. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = "", text = ""] of html.matchAll(SCRIPT)) {
    if (isRunnableInline(attributes)) {
      hashes.push(`sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`);
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
