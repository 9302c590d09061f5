import { resolve } from "node:path";
import { InvalidArgumentError } from "commander";
import { UsageError } from "../errors.ts";

/** The two kinds of lead: an enquiry comes from the contact form, a subscription from the newsletter form. */
export const leadKinds = ["enquiries", "subscriptions"] as const;
export type LeadKind = (typeof leadKinds)[number];

/** What `--kind` was before the leads had one vocabulary: the forms' names. Still read, so scripts keep working. */
const FORM_NAMES: ReadonlyMap<string, LeadKind> = new Map([
  ["contact", "enquiries"],
  ["newsletter", "subscriptions"],
]);

/** Reads `--kind`: `enquiries` or `subscriptions`, or the form's name (`contact`, `newsletter`). */
export function parseLeadKind(value: string): LeadKind {
  const kind = leadKinds.find((name) => name === value) ?? FORM_NAMES.get(value);
  if (kind === undefined) throw new InvalidArgumentError(`Allowed choices are ${leadKinds.join(", ")}.`);
  return kind;
}

export const exportFormats = ["csv", "json"] as const;
export type ExportFormat = (typeof exportFormats)[number];

const DEFAULT_LIMIT = 20;

/** Reads `--limit`: a whole number of rows, at least 1. */
export function parseLimit(value: string | undefined): number {
  if (value === undefined) return DEFAULT_LIMIT;
  const text = value.trim();
  const limit = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  if (Number.isSafeInteger(limit) && limit >= 1) return limit;
  throw new UsageError(`--limit must be a whole number of rows, 1 or more, got "${value}".`);
}

/**
 * The folder holding the leads store: `--data-dir` (relative to the current folder, like any path
 * typed on the command line), else DATA_DIR, else `data` (the server's default), both relative to
 * the project root, where the server runs.
 */
export function resolveDataDir(
  flag: string | undefined,
  env: Record<string, string | undefined>,
  root: string,
  cwd: string = process.cwd(),
): string {
  if (flag !== undefined) {
    if (flag.trim() === "") throw new UsageError("--data-dir must name a folder.");
    return resolve(cwd, flag);
  }
  const fromEnv = env.DATA_DIR?.trim();
  return resolve(root, fromEnv ? fromEnv : "data");
}
