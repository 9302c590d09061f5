import { existsSync, readdirSync, readFileSync, unlinkSync, writeFileSync } from "node:fs";
import { extname, join } from "node:path";
import { type Document, isSeq, parseDocument } from "yaml";
import { type Collection, collections, type EntryCollection } from "../collections.ts";
import { markdownLinks } from "../load/markdown-links.ts";
import { entryHref, idOf } from "../routes/routes.ts";
import { routeOf } from "../validate/link-targets.ts";
import { findFormattedValues } from "../validate/schema-walk.ts";
import { loadSchemas } from "../validate/schemas.ts";
import { entryCollectionNames, findEntryCollection, invalidIdMessage } from "./scaffold.ts";
import { applyEdits, scalarAt, scalarEdit, type TextEdit, type YamlPart, yamlPart } from "./text-edits.ts";

const REDIRECTS_FILE = "content/redirects.yaml";

/** One content file as read for a move: its text, YAML and data. */
interface ContentFile {
  file: string;
  collection: Collection;
  text: string;
  part: YamlPart;
  document: Document.Parsed;
  data: unknown;
}

/** What a move changes: nothing is written until `writeMove`. */
export interface MovePlan {
  /** Each moved file: the entry's own, and those of the entries sharing its id (a project and its detail record). */
  renamed: { from: string; to: string }[];
  /** New text by file (a renamed file under its new name). */
  texts: Map<string, string>;
  /** Old address → new, for each moved entry with a page of its own (added to content/redirects.yaml). */
  redirects: { from: string; to: string }[];
}

export type MoveResult = ({ ok: true } & MovePlan) | { ok: false; message: string };

function contentFiles(root: string): string[] {
  return collections.flatMap((collection) => {
    if (collection.kind === "single") return [`content/${collection.file}`];
    const folder = join(root, "content", collection.folder);
    if (!existsSync(folder)) return [];
    return readdirSync(folder)
      .filter((name) => collection.extensions.includes(extname(name)))
      .sort()
      .map((name) => `content/${collection.folder}/${name}`);
  });
}

function collectionOfFile(file: string): Collection | undefined {
  return collections.find((collection) =>
    collection.kind === "single"
      ? file === `content/${collection.file}`
      : file.startsWith(`content/${collection.folder}/`),
  );
}

/** Every content file, parsed; or the first that cannot be read, which stops the move. */
function readAll(root: string): { files: ContentFile[] } | { unreadable: string } {
  const files: ContentFile[] = [];
  for (const file of contentFiles(root)) {
    const path = join(root, file);
    const collection = collectionOfFile(file);
    if (!collection || !existsSync(path)) continue;
    const text = readFileSync(path, "utf8");
    const part = yamlPart(file, text);
    const document = part && parseDocument(part.yaml, { uniqueKeys: true, resolveKnownTags: false });
    if (!part || !document || document.errors.length > 0) return { unreadable: file };
    files.push({ file, collection, text, part, document, data: document.toJS() });
  }
  return { files };
}

/** The collections whose entries share ids with `collection`: the owner and what belongs to it. */
function idFamily(collection: EntryCollection): EntryCollection[] {
  const owner = collection.belongsTo ?? collection.name;
  return collections.filter(
    (member): member is EntryCollection =>
      member.kind === "entries" && (member.name === owner || member.belongsTo === owner),
  );
}

/** The edits that point route values and Markdown links at the moved pages. */
function referenceEdits(
  content: ContentFile,
  moves: ReadonlyMap<string, string>,
  schemas: ReturnType<typeof loadSchemas>,
): TextEdit[] {
  const edits: TextEdit[] = [];
  for (const value of findFormattedValues(schemas, content.collection.schema, content.data)) {
    const moved = value.format === "route" ? moves.get(routeOf(value.value)) : undefined;
    const node = moved === undefined ? undefined : scalarAt(content.document, value.segments);
    if (moved === undefined || !node) continue;
    const edit = scalarEdit(
      content.part.yaml,
      content.part.start,
      node,
      moved + value.value.slice(routeOf(value.value).length),
    );
    if (edit) edits.push(edit);
  }
  const body = content.part.body;
  if (body)
    for (const { url, offset } of markdownLinks(body.text)) {
      const route = routeOf(url);
      const moved = url.startsWith("/") ? moves.get(route) : undefined;
      if (moved !== undefined)
        edits.push({ start: body.start + offset, end: body.start + offset + route.length, text: moved });
    }
  return edits;
}

/** A rule of redirects.yaml as block YAML. */
function ruleText(rule: { from: string; to: string }): string {
  return `- from: ${rule.from}\n  to: ${rule.to}\n`;
}

const REDIRECTS_HEADER =
  '# Old addresses that keep working (docs/content.md, "Drafts, publishing dates and moved pages").\n';

/**
 * redirects.yaml with a rule from each moved page's old address to its new one: a rule that led to
 * an old address now leads to the new one (no chain), and a rule from a new address (a page moved
 * back) goes. Existing lines stay as written wherever the file is a block list.
 */
function redirectsText(
  existing: ContentFile | undefined,
  added: readonly { from: string; to: string }[],
): string {
  const rules = added.map(ruleText).join("");
  if (!existing) return `${REDIRECTS_HEADER}${rules}`;
  const { text, document } = existing;
  const seq = document.contents;
  const newAddresses = new Set(added.map((rule) => rule.to));
  const moved = new Map(added.map((rule) => [rule.from, rule.to]));
  const items = isSeq(seq) ? seq.items : [];
  const fromOf = (index: number) => String(document.getIn([index, "from"]) ?? "");
  const goes = items.map((_, index) => newAddresses.has(fromOf(index)));
  if (isSeq(seq) && seq.flow && items.length > 0) {
    // A flow list is written again by the YAML library, as a block list, comments kept.
    for (let index = items.length - 1; index >= 0; index--) {
      const to = moved.get(String(document.getIn([index, "to"])));
      if (goes[index]) document.deleteIn([index]);
      else if (to !== undefined) document.setIn([index, "to"], to);
    }
    for (const rule of added) document.addIn([], rule);
    seq.flow = false;
    return document.toString();
  }
  const edits: TextEdit[] = [];
  const lineStart = (offset: number) => text.lastIndexOf("\n", offset - 1) + 1;
  items.forEach((item, index) => {
    const [itemStart, , itemEnd] = item.range ?? [];
    if (goes[index] && itemStart !== undefined && itemEnd !== undefined) {
      // The rule's lines, from its `- ` to the next rule's (or the end of its last line).
      const next = items[index + 1]?.range?.[0];
      const lineEnd = text.indexOf("\n", itemEnd - 1);
      edits.push({
        start: lineStart(itemStart),
        end: next === undefined ? (lineEnd < 0 ? text.length : lineEnd + 1) : lineStart(next),
        text: "",
      });
      return;
    }
    const to = scalarAt(document, [index, "to"]);
    const now = to && moved.get(String(to.value));
    const edit = to && now !== undefined ? scalarEdit(text, 0, to, now) : undefined;
    if (edit) edits.push(edit);
  });
  const [start, end] = seq?.range ?? [];
  if (isSeq(seq) && seq.flow && start !== undefined && end !== undefined)
    edits.push({ start, end, text: rules.trimEnd() });
  else
    edits.push({ start: text.length, end: text.length, text: `${text.endsWith("\n") ? "" : "\n"}${rules}` });
  return applyEdits(text, edits);
}

/**
 * What `site mv <collection> <old-id> <new-id>` changes, or why it refuses (then nothing changes):
 * the entry's file renamed and its id rewritten (with the entries sharing its id, such as a
 * project's detail record), every route field and Markdown link to its page pointed at the new
 * one, and a redirect from the old address when it has a page. Only the lines that change are
 * touched: every file keeps its comments and layout. The content studio calls the same function.
 */
export function planMove(root: string, collectionName: string, oldId: string, newId: string): MoveResult {
  const collection = findEntryCollection(collectionName);
  if (!collection)
    return {
      ok: false,
      message: `unknown collection '${collectionName}': use one of ${entryCollectionNames().join(", ")}`,
    };
  const invalid = invalidIdMessage(root, collection, newId);
  if (invalid) return { ok: false, message: invalid };
  if (newId === oldId) return { ok: false, message: `the entry is already '${oldId}'` };
  const read = readAll(root);
  if ("unreadable" in read)
    return { ok: false, message: `${read.unreadable} cannot be read: fix it first (run site validate)` };
  const { files } = read;

  const family = idFamily(collection);
  const entries = family.flatMap((member) =>
    files.filter((content) => content.collection === member).map((content) => ({ member, content })),
  );
  const moving = entries.filter(({ member, content }) => idOf(content.data, member.idField) === oldId);
  if (!moving.some(({ member }) => member === collection))
    return {
      ok: false,
      message: `no ${collection.folder} entry has ${collection.idField} '${oldId}'`,
    };
  for (const { member, content } of entries) {
    const taken =
      idOf(content.data, member.idField) === newId ||
      member.extensions.some((extension) => content.file === `content/${member.folder}/${newId}${extension}`);
    if (taken) return { ok: false, message: `${content.file} already has ${member.idField} '${newId}'` };
  }

  const texts = new Map<string, string>();
  const edits = new Map<ContentFile, TextEdit[]>();
  const editsOf = (content: ContentFile) => {
    const list = edits.get(content) ?? [];
    edits.set(content, list);
    return list;
  };
  const moves = new Map<string, string>();
  const renamed: MovePlan["renamed"] = [];
  for (const { member, content } of moving) {
    const id = scalarAt(content.document, [member.idField]);
    const edit = id && scalarEdit(content.part.yaml, content.part.start, id, newId);
    if (edit) editsOf(content).push(edit);
    renamed.push({ from: content.file, to: `content/${member.folder}/${newId}${extname(content.file)}` });
    const from = entryHref(member, content.data);
    const to = entryHref(member, { [member.idField]: newId });
    if (from && to) moves.set(from, to);
  }
  const schemas = loadSchemas(root);
  for (const content of files) {
    if (content.file === REDIRECTS_FILE) continue;
    editsOf(content).push(...referenceEdits(content, moves, schemas));
  }
  for (const [content, list] of edits) {
    if (list.length === 0) continue;
    const target = renamed.find((rename) => rename.from === content.file)?.to ?? content.file;
    texts.set(target, applyEdits(content.text, list));
  }
  for (const { from, to } of renamed)
    if (!texts.has(to)) texts.set(to, files.find((content) => content.file === from)?.text ?? "");
  const redirects = [...moves].map(([from, to]) => ({ from, to }));
  if (redirects.length > 0)
    texts.set(
      REDIRECTS_FILE,
      redirectsText(
        files.find((content) => content.file === REDIRECTS_FILE),
        redirects,
      ),
    );
  return { ok: true, renamed, texts, redirects };
}

/** Writes a planned move: the new texts, then the old names of the renamed files go. */
export function writeMove(root: string, plan: MovePlan): void {
  for (const [file, text] of plan.texts) writeFileSync(join(root, file), text);
  for (const { from } of plan.renamed) unlinkSync(join(root, from));
}

/** `site mv`: plans the move and, unless it is refused, writes it. */
export function moveEntry(root: string, collectionName: string, oldId: string, newId: string): MoveResult {
  const plan = planMove(root, collectionName, oldId, newId);
  if (plan.ok) writeMove(root, plan);
  return plan;
}
