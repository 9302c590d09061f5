import { simpleGit } from "simple-git";
import type {
  ChangedFile,
  ChangesAnswer,
  CommitAnswer,
  PushAnswer,
  PushTarget,
} from "../shared/api-types.ts";
import { branchNameProblem } from "./branch-names.ts";
import { containedPath, readContentTextIfAllowed, removeContentFile } from "./content-access.ts";
import { fieldDiff } from "./field-diff.ts";
import { gitPush } from "./git-push.ts";
import { pushFailureReason } from "./push-failure.ts";
import { remoteLocation } from "./remote-location.ts";
import { SerialQueue } from "./serial-queue.ts";

/** The studio's view of git in the project: changed content files, discard, commit, and push when asked. */
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
      const branch = status.current ?? "";
      return { branch, pushTarget: (await this.pushTargetOf(branch)) ?? null, files };
    });
  }

  /** The remote's address by name, when the repository has that remote. */
  private async remoteUrl(name: string): Promise<string | undefined> {
    const remote = (await this.git.getRemotes(true)).find((each) => each.name === name);
    return remote ? remote.refs.push || remote.refs.fetch : undefined;
  }

  /**
   * Where `branch` would be pushed: the remote it tracks, else `origin`, else the first remote;
   * undefined when there is no remote or no branch is checked out.
   */
  private async pushTargetOf(branch: string): Promise<PushTarget | undefined> {
    if (branch === "" || branch === "HEAD") return undefined;
    const names = (await this.git.getRemotes()).map((remote) => remote.name);
    const tracked = (await this.git.getConfig(`branch.${branch}.remote`)).value ?? undefined;
    const remote = [tracked, "origin", names[0]].find((name) => name !== undefined && names.includes(name));
    if (remote === undefined) return undefined;
    const url = await this.remoteUrl(remote);
    if (url === undefined) return undefined;
    return { remote, branch, ...remoteLocation(url, this.root) };
  }

  /**
   * Pushes exactly `branch` to `remote` (both as the Changes view named them), with the credentials
   * git already has. A failed push keeps the commit and says why in a sentence.
   */
  push(remote: string, branch: string): Promise<PushAnswer> {
    return this.queue.run(async () => {
      const url = await this.remoteUrl(remote);
      if (url === undefined)
        return {
          ok: false,
          message: `This repository has no remote named '${remote}': there is nowhere to send the commits.`,
        };
      if (!(await this.git.branchLocal()).all.includes(branch))
        return { ok: false, message: `There is no branch named '${branch}' to send.` };
      const { where } = remoteLocation(url, this.root);
      const pushed = await gitPush(this.root, remote, branch);
      if (!pushed.ok)
        return {
          ok: false,
          message: `Branch ${branch} was not sent to ${remote}: ${pushFailureReason(remote, branch, pushed.output)} The commit is kept here.`,
        };
      if (pushed.upToDate)
        return {
          ok: true,
          message: `${remote} (${where}) already has branch ${branch} as it is here: nothing new to send.`,
        };
      return { ok: true, message: `Sent branch ${branch} to ${remote} (${where}).` };
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
   * (for review in a pull request), with git's configured author. It never pushes: that is push(),
   * asked for on its own. The answer names the branch and the commit (short hash).
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
    return {
      ok: true,
      message: `Committed to ${current} (${(await this.git.revparse(["--short", "HEAD"])).trim()}).`,
    };
  }
}
