import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { mkdir, readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { join } from "node:path";
import { deserialize, serialize } from "node:v8";
import { writeWhole } from "../fs/write-whole.ts";
import { imagePresets } from "../images/image-presets.ts";
import type { Problem } from "../problems/problems.ts";
import type { FileCheck } from "./file-check.ts";

/** Raise when what a file's check finds changes for the same file and schemas (a new message, a new check). */
const FORMAT = 5;
/** The libraries whose behaviour is part of a check: an upgrade may change what they report. */
const CHECKING_LIBRARIES = ["yaml", "ajv", "ajv-formats", "marked", "sanitize-html"];

interface Entry {
  /** SHA-256 of the bytes checked. */
  hash: string;
  check: FileCheck;
}

interface Stored {
  context: string;
  /** The problems of schemas/ itself (image presets), which depend on nothing else. */
  schemaProblems: Problem[];
  /** By file path. */
  files: Map<string, Entry>;
}

/** What every cached check depends on besides its own file: the cache format, the libraries and every schema. */
function contextOf(root: string): string {
  const hash = createHash("sha256").update(`format ${FORMAT}\0`);
  const require = createRequire(import.meta.url);
  for (const library of CHECKING_LIBRARIES) {
    const { version } = require(`${library}/package.json`) as { version: string };
    hash.update(`${library}@${version}\0`);
  }
  // The schemas' `x-image` names are checked against the presets.
  hash.update(`presets ${Object.keys(imagePresets).join(",")}\0`);
  // Schemas refer to each other ($ref), so any schema's change invalidates every file's check.
  const dir = join(root, "schemas");
  for (const name of readdirSync(dir).sort()) hash.update(`${name}\0`).update(readFileSync(join(dir, name)));
  return hash.digest("hex");
}

/**
 * Where the checks of single files are kept between runs, by each file's hash: `.cache/validation/`
 * for a build (ValidationCache), memory for the live engine (pipeline/live/).
 */
export interface CheckStore {
  /** The kept check of `file` when its bytes still have `hash`. */
  find(file: string, hash: string): FileCheck | undefined;
  /** Keeps a check made this run. */
  store(file: string, hash: string, check: FileCheck): void;
  /** The problems of schemas/ itself, checked again only when a schema changed. */
  schemaProblems(check: () => Problem[]): Problem[];
  /** Ends a run: what was not looked up this time (a deleted file) is dropped. */
  save(schemaProblems: Problem[]): Promise<void>;
}

/** Hashes already taken: the live engine hands validation the same Buffer while a file is unchanged. */
const hashes = new WeakMap<Buffer, string>();

/**
 * The checks of single files (parse and schema), kept in `.cache/validation/` by the hash of each
 * file and of the schemas, so that validation parses and checks again only the files that changed.
 * Entries of files that were not looked up this time (deleted files) are dropped on save.
 */
export class ValidationCache implements CheckStore {
  private readonly kept = new Map<string, Entry>();
  private changed: boolean;

  private constructor(
    private readonly file: string,
    private readonly context: string,
    private readonly previous: Stored | undefined,
  ) {
    this.changed = previous === undefined;
  }

  static async open(root: string): Promise<ValidationCache> {
    const file = join(root, ".cache/validation/checks.bin");
    const context = contextOf(root);
    let previous: Stored | undefined;
    try {
      const stored = deserialize(await readFile(file)) as Stored;
      if (stored.context === context) previous = stored;
    } catch {
      // No cache yet, or one this version cannot read: every file is checked.
    }
    return new ValidationCache(file, context, previous);
  }

  static hashOf(bytes: Buffer): string {
    let hash = hashes.get(bytes);
    if (hash === undefined) {
      hash = createHash("sha256").update(bytes).digest("hex");
      hashes.set(bytes, hash);
    }
    return hash;
  }

  /** The stored check of `file` when its bytes still have `hash`; it is then kept on save. */
  find(file: string, hash: string): FileCheck | undefined {
    const entry = this.previous?.files.get(file);
    if (entry?.hash !== hash) return undefined;
    this.kept.set(file, entry);
    return entry.check;
  }

  /** Keeps a check made this run. */
  store(file: string, hash: string, check: FileCheck): void {
    this.kept.set(file, { hash, check });
    this.changed = true;
  }

  /** The problems of schemas/ itself, checked again only when a schema changed. */
  schemaProblems(check: () => Problem[]): Problem[] {
    return this.previous?.schemaProblems ?? check();
  }

  /** Writes this run's checks, when they differ from what was stored. */
  async save(schemaProblems: Problem[]): Promise<void> {
    const removed = [...(this.previous?.files.keys() ?? [])].some((file) => !this.kept.has(file));
    if (!this.changed && !removed) return;
    const stored: Stored = { context: this.context, schemaProblems, files: this.kept };
    await mkdir(join(this.file, ".."), { recursive: true });
    await writeWhole(this.file, serialize(stored));
  }
}
