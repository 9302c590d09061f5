import { simpleGit } from "simple-git";
import type { ChangedFile, ChangesAnswer, CommitAnswer } from "../shared/api-types.ts";
import { branchNameProblem } from "./branch-names.ts";
import { containedPath, readContentTextIfAllowed, removeContentFile } from "./content-access.ts";
import { readDocument } from "./documents.ts";
import { SerialQueue } from "./serial-queue.ts";

type Fields = Map<string, string>;

/** Every leaf value of some data by its JSON path, as short text: what a per-field diff compares. */
function leaves(data: unknown, path = "$", into: Fields = new Map()): Fields {
  if (Array.isArray(data)) {
    for (const [index, item] of data.entries()) leaves(item, `${path}[${index}]`, into);
  } else if (typeof data === "object" && data !== null)
    for (const [key, value] of Object.entries(data)) leaves(value, `${path}.${key}`, into);
  else into.set(path, data === null ? "(empty)" : String(data));
  return into;
}

function fieldsOf(file: string, text: string | undefined): Fields {
  if (text === undefined) return new Map();
  const read = readDocument(file, text);
  if (!read.ok) return new Map([["$", text]]);
  const fields = leaves(read.document.data);
  if (read.document.body !== undefined) fields.set("body", read.document.body);
  return fields;
}

/** The fields that differ between two versions of a content file, in the order of the newer one. */
export function fieldDiff(
  file: string,
  before: string | undefined,
  after: string | undefined,
): ChangedFile["fields"] {
  const old = fieldsOf(file, before);
  const now = fieldsOf(file, after);
  const paths = [...new Set([...now.keys(), ...old.keys()])];
  return paths
    .filter((path) => old.get(path) !== now.get(path))
    .map((path) => ({
      path,
      ...(old.has(path) ? { before: old.get(path) } : {}),
      ...(now.has(path) ? { after: now.get(path) } : {}),
    }));
}

/** The studio's view of git in the project: changed content files, discard, commit and push. */
export class ContentGit {
  private readonly git;
  /**
   * Every git command the studio runs goes through this queue: two at once would race for the index
   * and for the branch checked out (a commit landing on another request's branch).
   */
  private readonly queue = new SerialQueue();

  constructor(private readonly root: string) {
    this.git = simpleGit({ baseDir: root });
  }

  private async headText(file: string): Promise<string | undefined> {
    try {
      return await this.git.show([`HEAD:${file}`]);
    } catch {
      return undefined;
    }
  }

  changes(): Promise<ChangesAnswer> {
    return this.queue.run(async () => {
      const status = await this.git.status(["--", "content"]);
      const files: ChangedFile[] = [];
      for (const entry of status.files) {
        const file = entry.path;
        if (!file.startsWith("content/")) continue;
        const deleted = entry.working_dir === "D" || entry.index === "D";
        const added = entry.index === "?" || entry.index === "A";
        // A link, or a file too big to open, is listed without its fields: the studio does not read it.
        const after = deleted ? undefined : readContentTextIfAllowed(this.root, file);
        const isText = /\.(ya?ml|md)$/.test(file) && (deleted || after !== undefined);
        files.push({
          file,
          status: deleted ? "deleted" : added ? "added" : "modified",
          fields: isText ? fieldDiff(file, added ? undefined : await this.headText(file), after) : [],
        });
      }
      const remotes = await this.git.getRemotes();
      return { branch: status.current ?? "", hasRemote: remotes.length > 0, files };
    });
  }

  /**
   * Puts a content file back as the last commit has it (or removes it when it is new). A path
   * through a link is refused (content-access.ts) before git or the disk is touched.
   */
  discard(file: string): Promise<void> {
    return this.queue.run(async () => {
      const { stats } = containedPath(this.root, file);
      if ((await this.headText(file)) === undefined) {
        if (stats !== undefined) removeContentFile(this.root, file);
        return;
      }
      await this.git.checkout(["HEAD", "--", file]);
    });
  }

  /**
   * Commits every change under content/ with `message`, on a new branch when `branch` is given
   * (for review in a pull request), with git's configured author; then pushes that branch when the
   * repository has a remote. A failed push is said, and the commit stays. The answer names the
   * branch and the commit (short hash).
   */
  async commit(message: string, branch: string | undefined): Promise<CommitAnswer> {
    if (message.trim() === "") return { ok: false, message: "Write a message saying what changed." };
    if (branch !== undefined) {
      const problem = await branchNameProblem(this.root, branch);
      if (problem) return { ok: false, message: problem };
    }
    return this.queue.run(() => this.commitNow(message, branch));
  }

  private async commitNow(message: string, branch: string | undefined): Promise<CommitAnswer> {
    if (branch !== undefined && (await this.git.branchLocal()).all.includes(branch))
      return { ok: false, message: `A branch named '${branch}' already exists.` };
    // Checked before a branch is made, so a refused commit leaves no empty branch behind.
    if ((await this.git.status(["--", "content"])).files.length === 0)
      return { ok: false, message: "There is nothing to commit." };
    if (branch !== undefined) await this.git.checkoutLocalBranch(branch);
    await this.git.add(["-A", "--", "content"]);
    const staged = await this.git.diff(["--cached", "--name-only"]);
    if (staged.trim() === "") return { ok: false, message: "There is nothing to commit." };
    try {
      await this.git.commit(message);
    } catch (error) {
      return {
        ok: false,
        message: `git could not commit: ${error instanceof Error ? error.message : String(error)}`,
      };
    }
    const current = branch ?? (await this.git.revparse(["--abbrev-ref", "HEAD"])).trim();
    const committed = `Committed to ${current} (${(await this.git.revparse(["--short", "HEAD"])).trim()})`;
    const remotes = await this.git.getRemotes();
    const remote = remotes[0]?.name;
    if (!remote) return { ok: true, message: `${committed}.` };
    try {
      await this.git.push(["-u", remote, current]);
      return { ok: true, message: `${committed} and pushed to ${remote}.` };
    } catch (error) {
      const reason = error instanceof Error ? error.message.split("\n")[0] : String(error);
      return {
        ok: true,
        message: `${committed}, but the push to ${remote} failed (${reason}): the commit is kept, push it later.`,
      };
    }
  }
}
