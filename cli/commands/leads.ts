import { writeFileSync } from "node:fs";
import { type Command, Option } from "commander";
import type { LeadsStore } from "../../server/index.ts";
import { setExitCode } from "../exit-codes.ts";
import {
  type ExportFormat,
  exportFormats,
  type LeadKind,
  parseLeadKind,
  parseLimit,
  resolveDataDir,
} from "../leads/options.ts";
import { parseSince } from "../leads/since.ts";
import { projectRoot } from "../root.ts";

interface StoreOptions {
  dataDir?: string;
  since?: string;
}

interface ExportOptions {
  kind: LeadKind;
  format: ExportFormat;
  output?: string;
  includePending?: boolean;
}

const dataDirHelp =
  "folder holding the SQLite leads store, relative to the current folder; read even when DATABASE_URL is set (default: DATABASE_URL if set, else DATA_DIR, else data, in the project root)";
const sinceHelp =
  "only leads from this moment on: a day like 2026-11-01 (from midnight UTC) or an ISO timestamp (UTC unless it names an offset)";

/**
 * Opens the store read-only (safe while the server runs), hands it to `use` and closes it: the
 * PostgreSQL database of DATABASE_URL when it is set, unless `--data-dir` names a SQLite folder;
 * else SQLite in DATA_DIR. A DATABASE_URL the server would refuse: says why and exits 2. No store
 * yet or no connection: says so and exits 1. The store drivers are loaded here, only when a leads
 * command runs.
 */
async function withStore(options: StoreOptions, use: (store: LeadsStore) => Promise<void>): Promise<void> {
  const fromEnv = process.env.DATABASE_URL?.trim();
  const databaseUrl = options.dataDir === undefined && fromEnv ? fromEnv : undefined;
  const dataDir = databaseUrl ? "" : resolveDataDir(options.dataDir, process.env, projectRoot());
  if (databaseUrl) {
    const { databaseUrlProblem } = await import("../../server/index.ts");
    const problem = databaseUrlProblem(databaseUrl);
    if (problem !== undefined) {
      process.stderr.write(`site: ${problem}\n`);
      setExitCode("usage");
      return;
    }
  }
  const { openLeadsStore, StoreOpenError } = await import("../../server/index.ts");
  let store: LeadsStore;
  try {
    store = await openLeadsStore({ databaseUrl, dataDir }, { readonly: true });
  } catch (error) {
    if (!(error instanceof StoreOpenError)) throw error;
    process.stderr.write(`site: ${error.message}\n`);
    setExitCode("unavailable");
    return;
  }
  try {
    await use(store);
  } finally {
    await store.close();
  }
}

export function registerLeads(program: Command): void {
  const leads = program
    .command("leads")
    .description("read the enquiries and newsletter subscriptions the server has kept (read-only)")
    .addHelpText(
      "after",
      `
Examples:
  site leads list --since 2026-11-01
  site leads list --kind enquiries --limit 50
  site leads export --kind enquiries --format csv --output enquiries.csv
  site leads export --kind subscriptions --format json --since 2026-11-01T09:00:00Z
  site leads export --kind subscriptions --format csv --include-pending`,
    );

  leads
    .command("list")
    .description(
      "show the newest enquiries and subscriptions (pending or confirmed), with totals and the e-mail outbox",
    )
    .addOption(
      new Option(
        "--kind <kind>",
        "only enquiries (from the contact form) or only subscriptions (from the newsletter form)",
      ).argParser(parseLeadKind),
    )
    .option("--since <date>", sinceHelp)
    .option("--limit <n>", "rows to show of each kind, newest first (default: 20)")
    .option("--data-dir <dir>", dataDirHelp)
    .action(async (options: StoreOptions & { kind?: LeadKind; limit?: string }) => {
      const since = options.since === undefined ? undefined : parseSince(options.since);
      const limit = parseLimit(options.limit);
      const { formatLeadsList } = await import("../leads/table.ts");
      await withStore(options, async (store) => {
        const [enquiries, subscriptions, outbox] = await Promise.all([
          options.kind === "subscriptions" ? [] : store.listEnquiries({ since }),
          options.kind === "enquiries" ? [] : store.listSubscriptions({ since }),
          store.outboxSummary(),
        ]);
        const width = (process.stdout.isTTY && process.stdout.columns) || 120;
        process.stdout.write(
          formatLeadsList({
            kind: options.kind,
            since,
            limit,
            enquiries,
            subscriptions,
            outbox,
            now: new Date(),
            width,
          }),
        );
      });
    });

  leads
    .command("export")
    .description(
      "write every enquiry or confirmed subscription, oldest first, with every field, as CSV or JSON",
    )
    .addOption(
      new Option("--kind <kind>", "what to export: enquiries or subscriptions")
        .argParser(parseLeadKind)
        .makeOptionMandatory(),
    )
    .addOption(
      new Option(
        "--format <format>",
        "csv (header row; values starting with = + - @ get a leading ' so spreadsheets do not run them as formulas) or json (array of objects)",
      )
        .choices(exportFormats)
        .makeOptionMandatory(),
    )
    .option("--since <date>", sinceHelp)
    .option(
      "--include-pending",
      "subscriptions: also those whose address was not confirmed from the e-mail (yet)",
    )
    .option("--output <file>", "write to this file (readable by its owner only) instead of stdout")
    .option("--data-dir <dir>", dataDirHelp)
    .action(async (options: StoreOptions & ExportOptions) => {
      const since = options.since === undefined ? undefined : parseSince(options.since);
      const { exportLeads } = await import("../leads/export.ts");
      await withStore(options, async (store) => {
        const { text, summary } = await exportLeads(store, {
          kind: options.kind,
          format: options.format,
          since,
          includePending: options.includePending === true,
        });
        if (options.output === undefined) {
          process.stdout.write(text);
          return;
        }
        try {
          // Personal data: a new file is readable by its owner only.
          writeFileSync(options.output, text, { mode: 0o600 });
        } catch (error) {
          process.stderr.write(`site: cannot write ${options.output}: ${(error as Error).message}\n`);
          setExitCode("unavailable");
          return;
        }
        process.stderr.write(`Wrote ${summary} to ${options.output}\n`);
      });
    });
}
