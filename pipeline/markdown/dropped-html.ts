import { Parser } from "htmlparser2";
import { sanitizeContentHtml } from "./html-policy.ts";

/** Something of a piece of HTML the content policy drops, and where it starts in that HTML. */
export interface DroppedHtml {
  /** The element (`script`), or the element whose attribute is dropped. */
  element: string;
  /** The dropped attribute and its value as written; none when the whole element goes. */
  attribute?: { name: string; value: string };
  offset: number;
}

interface OpenTag {
  name: string;
  attributes: Record<string, string>;
  offset: number;
}

/** Every start tag of `html`, read by the parser sanitize-html reads it with (htmlparser2). */
function openTags(html: string): OpenTag[] {
  const tags: OpenTag[] = [];
  const parser: Parser = new Parser(
    { onopentag: (name, attributes) => tags.push({ name, attributes, offset: parser.startIndex }) },
    { decodeEntities: true },
  );
  parser.end(html);
  return tags;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
}

/**
 * What the policy keeps of one start tag on its own: undefined when it drops the element,
 * otherwise the names of the attributes it keeps.
 */
function keptOf(tag: OpenTag): Set<string> | undefined {
  const attributes = Object.entries(tag.attributes)
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
    .join("");
  const [kept] = openTags(sanitizeContentHtml(`<${tag.name}${attributes}>`));
  return kept?.name === tag.name ? new Set(Object.keys(kept.attributes)) : undefined;
}

/**
 * What the content policy (html-policy.ts) drops of `html`: each start tag is put to the policy
 * itself, so what is reported is what the sanitizer removes, never a second list of rules. Text
 * inside a dropped `<script>` or `<style>` goes with it and is not reported again.
 */
export function droppedHtml(html: string): DroppedHtml[] {
  const dropped: DroppedHtml[] = [];
  for (const tag of openTags(html)) {
    const kept = keptOf(tag);
    if (kept === undefined) {
      dropped.push({ element: tag.name, offset: tag.offset });
      continue;
    }
    for (const [name, value] of Object.entries(tag.attributes))
      if (!kept.has(name))
        dropped.push({ element: tag.name, attribute: { name, value }, offset: tag.offset });
  }
  return dropped;
}
