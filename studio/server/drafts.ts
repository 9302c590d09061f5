import type { LiveRun, Problem } from "../../pipeline/index.ts";
import type { DraftCheck, StudioProblem } from "../shared/api-types.ts";
import { readContentText } from "./content-access.ts";
import { type ContentDocument, type WriteResult, writeDocument } from "./documents.ts";

export function studioProblem(problem: Problem): StudioProblem {
  return {
    file: problem.file,
    line: problem.line,
    path: problem.path,
    message: problem.message,
    ...(problem.hint ? { hint: problem.hint } : {}),
    ...(problem.severity ? { severity: problem.severity } : {}),
  };
}

/**
 * The text of content files being edited and not saved, which the live engine reads instead of
 * the disk: the preview shows them and validation checks them. `run` is the engine's run on
 * changed files (pipeline/index.ts's startLivePreview).
 */
export class Drafts {
  private readonly texts = new Map<string, Buffer>();
  /** The engine's last run (the studio's or a saved file's): the routes, and whether a check is current. */
  private lastRun: LiveRun | undefined;
  /** The last text held and checked (once its run finished). */
  private checked: { file: string; text: string } | undefined;

  /**
   * `first` is the engine's first run, which ends its start; until it ends, `run` waits for it and
   * the routes are those it finds.
   */
  constructor(
    private readonly root: string,
    private readonly run: (paths: readonly string[]) => Promise<LiveRun>,
    private readonly first: Promise<LiveRun>,
  ) {
    first.then((run) => this.noteRun(run)).catch(() => undefined);
  }

  /** The unsaved bytes of a file, if the studio holds any. */
  readonly unsaved = (file: string): Buffer | undefined => this.texts.get(file);

  /** The file's text on disk; a link or a file too big to open is refused (content-access.ts). */
  diskText(file: string): string {
    return readContentText(this.root, file);
  }

  /** The file's text with `document`'s values (the disk's text edited in place), or why it cannot be written. */
  textOf(file: string, document: ContentDocument): WriteResult {
    return writeDocument(file, this.diskText(file), document);
  }

  /** Holds `text` as the file's unsaved text, runs the engine on it and says what is wrong with it. */
  async hold(file: string, text: string): Promise<DraftCheck> {
    // A save right after the preview got the same text: every run since that one (a save of
    // another file, the watcher's look at this one) read the same held text, so the last run's
    // problems are this text's.
    const held = this.texts.get(file)?.toString("utf8");
    if (this.checked?.file === file && this.checked.text === text && held === text && this.lastRun)
      return this.check(file, this.lastRun);
    this.texts.set(file, Buffer.from(text));
    const run = await this.runOn(file);
    this.checked = { file, text };
    return this.check(file, run);
  }

  /** The file was saved with its unsaved text: the engine holds those bytes already, nothing to run. */
  saved(file: string): void {
    this.texts.delete(file);
  }

  /** Forgets the file's unsaved text: the engine reads the disk again. */
  async drop(file: string): Promise<void> {
    if (this.texts.delete(file)) await this.runOn(file);
  }

  private async runOn(file: string): Promise<LiveRun> {
    this.lastRun = await this.run([file]);
    return this.lastRun;
  }

  async routes(): Promise<string[]> {
    return (this.lastRun ?? (await this.first)).routes;
  }

  /** A draft the studio cannot write (documents.ts's refusal): said as a problem of the file, and not held. */
  refused(file: string, reason: string): DraftCheck {
    return { problems: [{ file, line: 1, path: "$", message: reason }], elsewhere: [] };
  }

  check(file: string, run: LiveRun): DraftCheck {
    return {
      problems: run.problems.filter((problem) => problem.file === file).map(studioProblem),
      elsewhere: run.problems.filter((problem) => problem.file !== file).map(studioProblem),
    };
  }

  noteRun(run: LiveRun): void {
    this.lastRun = run;
  }
}
