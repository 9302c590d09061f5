import { writeFileSync } from "node:fs";
import { type Command, Option } from "commander";
import { setExitCode } from "../exit-codes.ts";
import {
  type ExportFormat,
  exportFormats,
  type LeadKind,
  parseLeadKind,
  parseLimit,
} from "../leads/options.ts";
import { parseSince } from "../leads/since.ts";
import { dataDirHelp, type StoreOptions, subscriberLinkSettings, withStore } from "../leads/store-access.ts";
import { registerLeadsUpkeep } from "./leads-upkeep.ts";

interface ListOptions extends StoreOptions {
  since?: string;
  kind?: LeadKind;
  limit?: string;
  spam?: boolean;
}

interface ExportOptions extends StoreOptions {
  since?: string;
  kind: LeadKind;
  format: ExportFormat;
  output?: string;
  includePending?: boolean;
}

const sinceHelp =
  "only leads from this moment on: a day like 2026-11-01 (from midnight UTC) or an ISO timestamp (UTC unless it names an offset)";

export function registerLeads(program: Command): void {
  const leads = program
    .command("leads")
    .description(
      "read the enquiries and newsletter subscriptions the server has kept, release spam, apply retention, answer data requests",
    )
    .addHelpText(
      "after",
      `
Examples:
  site leads list --since 2026-11-01
  site leads list --kind enquiries --limit 50
  site leads export --kind enquiries --format csv --output enquiries.csv
  site leads export --kind subscriptions --format json --since 2026-11-01T09:00:00Z
  site leads export --kind subscriptions --format csv --include-pending
  site leads list --spam
  site leads release 12
  site leads purge --dry-run
  site leads find --email ann@example.com
  site leads erase --email ann@example.com`,
    );

  leads
    .command("list")
    .description(
      "show the newest enquiries and subscriptions (pending, confirmed or unsubscribed), with totals, the e-mail outbox and the webhook deliveries given up",
    )
    .addOption(
      new Option(
        "--kind <kind>",
        "only enquiries (from the contact form) or only subscriptions (from the newsletter form)",
      ).argParser(parseLeadKind),
    )
    .option("--since <date>", sinceHelp)
    .option("--limit <n>", "rows to show of each kind, newest first (default: 20)")
    .option(
      "--spam",
      "show the leads kept aside as spam instead, with why (`site leads release` moves one back)",
    )
    .option("--data-dir <dir>", dataDirHelp)
    .action(async (options: ListOptions) => {
      const since = options.since === undefined ? undefined : parseSince(options.since);
      const limit = parseLimit(options.limit);
      const { formatLeadsList } = await import("../leads/table.ts");
      await withStore(options, async (store) => {
        const spam = options.spam === true;
        const [enquiries, subscriptions, outbox, webhooks] = await Promise.all([
          options.kind === "subscriptions" ? [] : store.listEnquiries({ since, spam }),
          options.kind === "enquiries" ? [] : store.listSubscriptions({ since, spam }),
          store.outboxSummary(),
          store.webhookSummary(),
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
            webhooks,
            spam,
            now: new Date(),
            width,
          }),
        );
      });
    });

  leads
    .command("export")
    .description(
      "write every enquiry or confirmed subscription (never an unsubscribed one, nor spam), oldest first, with every field, as CSV or JSON",
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
    .action(async (options: ExportOptions) => {
      const since = options.since === undefined ? undefined : parseSince(options.since);
      const { exportLeads } = await import("../leads/export.ts");
      const links = options.kind === "subscriptions" ? await subscriberLinkSettings() : undefined;
      if (links === null) return;
      const { unsubscribeLink } = await import("../../server/index.ts");
      await withStore(options, async (store) => {
        const { text, summary } = await exportLeads(store, {
          kind: options.kind,
          format: options.format,
          since,
          includePending: options.includePending === true,
          unsubscribeLink: links && ((subscription) => unsubscribeLink(subscription, links)),
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

  registerLeadsUpkeep(leads);
}
