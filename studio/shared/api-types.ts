/**
 * What the studio's server and its page say to each other (studio/server/api.ts answers, the page in
 * studio/client/ asks): one description of every answer for both.
 */

/** The words of a problem as `site validate` prints it, where it is, and for which field (a JSON path). */
export interface StudioProblem {
  file: string;
  line: number;
  path: string;
  message: string;
  hint?: string;
  /** A warning does not stop a save (HTML the page is built without); absent for a problem that does. */
  severity?: "warning";
}

export interface TreeEntry {
  file: string;
  id: string;
  title: string;
  draft?: boolean;
}

export interface ContentTree {
  /** Single page files (content/pages/*.yaml, content/site.yaml…). */
  pages: TreeEntry[];
  /** Entry collections by folder, entries in the collection's order. */
  collections: { name: string; label: string; entries: TreeEntry[] }[];
}

/** An opened content file. */
export interface OpenedEntry {
  file: string;
  /** The JSON Schema of its data, references inlined. */
  schema: Record<string, unknown>;
  /** The address of the module that checks data against `schema` (compiled by the server). */
  validator: string;
  data: unknown;
  /** The Markdown body of a `.md` file, and the name of the field it fills. */
  body?: string;
  bodyField?: string;
  /** The file's version on disk when opened: a save names it, to find a change made meanwhile. */
  version: string;
  /** The pages the file feeds, its own first. */
  routes: string[];
}

/** What the content's problems are with the unsaved text of a file. */
export interface DraftCheck {
  /** Problems in the file itself. */
  problems: StudioProblem[];
  /** Problems in other files (a reference this edit broke). */
  elsewhere: StudioProblem[];
}

export type SaveAnswer =
  | { outcome: "saved"; version: string }
  | { outcome: "problems"; check: DraftCheck }
  /** The file changed on disk since it was opened: its text now, the text a save would write, and its version. */
  | { outcome: "conflict"; disk: string; mine: string; diskVersion: string }
  | { outcome: "failed"; message: string };

export interface ImageFile {
  /** Path under content/images, as content names it. */
  path: string;
  size: number;
}

export interface ChangedFile {
  file: string;
  status: "modified" | "added" | "deleted";
  /** Field by field: the JSON path, before and after (undefined when absent). */
  fields: { path: string; before?: string; after?: string }[];
}

/** Where a push of the current branch would go: the remote's name, and its address or folder. */
export interface PushTarget {
  remote: string;
  branch: string;
  /** The remote's address without any password or token in it, or its folder's full path. */
  where: string;
  /** The remote is a folder on this computer (a local path or file:// address). */
  folder: boolean;
}

export interface ChangesAnswer {
  branch: string;
  /** null when the repository has no remote (or no branch is checked out): nothing to push to. */
  pushTarget: PushTarget | null;
  files: ChangedFile[];
}

export interface CommitAnswer {
  ok: boolean;
  message: string;
}

export interface PushAnswer {
  ok: boolean;
  /** What happened, in a sentence: sent, nothing new to send, or why git did not send it. */
  message: string;
}
