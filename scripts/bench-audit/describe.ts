/**
 * Lighthouse audit details (tables, opportunities, lists) described one line per item: the
 * element (selector, label, snippet) or resource, then what the audit says about it. URLs lose the
 * local server's origin, and the audited page's own URL reads "(this page)", so the same finding
 * on two routes prints the same.
 */

type Item = Record<string, unknown>;

export const isRecord = (value: unknown): value is Item =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The page being described: `origin` is the local server's, `page` the full URL audited. */
export interface Where {
  origin: string;
  page: string;
}

export function local(text: string, where: Where): string {
  if (text === where.page) return "(this page)";
  return text.replaceAll(where.origin, "").replace(/\s+/g, " ").trim() || "/";
}

function describeValue(value: unknown, where: Where): string | undefined {
  if (typeof value === "string") return local(value, where);
  if (!isRecord(value)) return undefined;
  if (value.type === "node") {
    const selector = typeof value.selector === "string" ? value.selector : "";
    const label = typeof value.nodeLabel === "string" ? ` “${local(value.nodeLabel, where)}”` : "";
    const snippet = typeof value.snippet === "string" ? local(value.snippet, where) : "";
    const snip = snippet.length > 200 ? `${snippet.slice(0, 199)}…` : snippet;
    return `${selector}${label}  ${snip}`.trim();
  }
  if (value.type === "source-location" && typeof value.url === "string") {
    return `${local(value.url, where)}:${Number(value.line) + 1}:${Number(value.column) + 1}`;
  }
  if (typeof value.url === "string") return local(value.url, where);
  if (typeof value.text === "string") return local(value.text, where);
  return undefined;
}

const TEXT_KEYS = ["description", "label", "reason", "failureReason", "issueType", "explanation"];

function describeItem(raw: Item, where: Where): string | undefined {
  const parts: string[] = [];
  if (typeof raw.source === "string") parts.push(`[${raw.source}]`);
  const subject =
    describeValue(raw.node, where) ?? describeValue(raw.url, where) ?? describeValue(raw.href, where);
  if (subject) parts.push(subject);
  if (typeof raw.text === "string") parts.push(`link text “${local(raw.text, where)}”`);
  for (const key of TEXT_KEYS)
    if (typeof raw[key] === "string" && raw[key]) parts.push(local(String(raw[key]), where));
  const location =
    describeValue(raw.sourceLocation, where) ??
    (isRecord(raw.source) ? describeValue(raw.source, where) : undefined);
  if (location && !parts.includes(location)) parts.push(`at ${location}`);
  if (typeof raw.wastedBytes === "number" && raw.wastedBytes > 0)
    parts.push(`${Math.round(raw.wastedBytes / 1024)} KiB wasted`);
  if (typeof raw.wastedMs === "number" && raw.wastedMs > 0) parts.push(`${Math.round(raw.wastedMs)} ms`);
  if (isRecord(raw.subItems)) parts.push(...describeItems({ items: raw.subItems.items }, where));
  // Anything else (the LCP phases, main-thread groups, bf-cache frames): its plain values.
  if (parts.length === 0) {
    const plain = Object.entries(raw)
      .filter(([, value]) => typeof value === "string" || typeof value === "number")
      .map(
        ([key, value]) =>
          `${key} ${typeof value === "number" ? Math.round(value) : local(value as string, where)}`,
      );
    if (plain.length > 0) parts.push(plain.join(", "));
  }
  return parts.length > 0 ? parts.join(" — ") : undefined;
}

/** One line per item of `details`, nested tables flattened, duplicates dropped. */
export function describeItems(details: unknown, where: Where): string[] {
  if (!isRecord(details) || !Array.isArray(details.items)) return [];
  const lines: string[] = [];
  for (const raw of details.items) {
    if (!isRecord(raw)) continue;
    if (raw.type === "table" || raw.type === "opportunity" || raw.type === "list") {
      lines.push(...describeItems(raw, where));
      continue;
    }
    const line = describeItem(raw, where);
    if (line) lines.push(line);
  }
  return [...new Set(lines)];
}
