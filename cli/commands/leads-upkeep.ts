import { type Command, Option } from "commander";
import type { LeadRef, LeadsStore } from "../../server/index.ts";
import { UsageError } from "../errors.ts";
import { setExitCode } from "../exit-codes.ts";
import { type LeadName, parseLeadName } from "../leads/lead-id.ts";
import { type LeadKind, parseLeadKind } from "../leads/options.ts";
import { dataDirHelp, type StoreOptions, serverLeadsSettings, withStore } from "../leads/store-access.ts";

interface ReleaseOptions extends StoreOptions {
  kind?: LeadKind;
}

interface EmailOptions extends StoreOptions {
  email: string;
  yes?: boolean;
}

/**
 * The lead kept as spam that `name` means: the one its kind says, or the only one with that id.
 * Undefined, having said why and set the exit code, when there is none or the id is ambiguous.
 */
async function spamLead(store: LeadsStore, name: LeadName): Promise<LeadRef | undefined> {
  const [enquiries, subscriptions] = await Promise.all([
    name.kind === "subscriptions" ? [] : store.listEnquiries({ spam: true }),
    name.kind === "enquiries" ? [] : store.listSubscriptions({ spam: true }),
  ]);
  const matches: LeadRef[] = [
    ...enquiries.filter((row) => row.id === name.id).map((row) => ({ enquiry: row.id })),
    ...subscriptions.filter((row) => row.id === name.id).map((row) => ({ subscription: row.id })),
  ];
  if (matches.length === 1) return matches[0];
  if (matches.length > 1) {
    throw new UsageError(
      `Both enquiry ${name.id} and subscription ${name.id} are kept as spam: say which, enquiry-${name.id} or subscription-${name.id}.`,
    );
  }
  const what =
    name.kind === undefined ? "No lead" : name.kind === "enquiries" ? "No enquiry" : "No subscription";
  process.stderr.write(
    `site: ${what} kept as spam has id ${name.id}: \`site leads list --spam\` shows them.\n`,
  );
  setExitCode("unavailable");
  return undefined;
}

/** `--email` with the leads commands' help. */
const emailOption = (what: string) =>
  new Option("--email <address>", `the address ${what} (matched whatever its case)`).makeOptionMandatory();

/**
 * The `site leads` commands that change the store or answer a data request: release, purge,
 * find, erase. The server's settings (WEBHOOK_URL, the retention periods) are read from the
 * environment, as the server reads them.
 */
export function registerLeadsUpkeep(leads: Command): void {
  leads
    .command("release")
    .description(
      "move a lead kept as spam back: an enquiry is mailed to the team and posted to WEBHOOK_URL, a sign-up is sent its confirmation request (the running server sends them within a minute)",
    )
    .argument(
      "<id>",
      "the lead's id as `site leads list --spam` shows it, or enquiry-<id> / subscription-<id>",
    )
    .addOption(
      new Option(
        "--kind <kind>",
        "enquiries or subscriptions, when both have a lead kept as spam with this id",
      ).argParser(parseLeadKind),
    )
    .option("--data-dir <dir>", dataDirHelp)
    .action(async (id: string, options: ReleaseOptions) => {
      const parsed = parseLeadName(id);
      const name = { ...parsed, kind: parsed.kind ?? options.kind };
      const settings = await serverLeadsSettings();
      if (settings === undefined) return;
      const { describeRelease } = await import("../leads/release.ts");
      await withStore(
        options,
        async (store) => {
          const lead = await spamLead(store, name);
          if (lead === undefined) return;
          const hooks = settings.webhooks.map((target) => target.key);
          const released = await store.releaseSpam(lead, new Date(), hooks);
          if (released === undefined) {
            process.stderr.write("site: It was released meanwhile, or erased: nothing was done.\n");
            setExitCode("unavailable");
            return;
          }
          process.stdout.write(`${describeRelease(lead, released, settings.webhooks.length > 0)}\n`);
        },
        "change",
      );
    });

  leads
    .command("purge")
    .description(
      "delete now what the server's hourly retention run deletes: enquiries past ENQUIRY_RETENTION_DAYS, unconfirmed subscriptions past PENDING_SUBSCRIPTION_DAYS, spam and unsubscribed addresses after 30 days; never a lead with a delivery still queued",
    )
    .option("--dry-run", "only say how many of each would be deleted")
    .option("--data-dir <dir>", dataDirHelp)
    .action(async (options: StoreOptions & { dryRun?: boolean }) => {
      const settings = await serverLeadsSettings();
      if (settings === undefined) return;
      const server = await import("../../server/index.ts");
      const retention = await import("../leads/retention.ts");
      const fixed = { spamDays: server.SPAM_DAYS, unsubscribedDays: server.UNSUBSCRIBED_DAYS };
      process.stdout.write(`${retention.describePeriods(settings, fixed)}\n`);
      const now = new Date();
      if (options.dryRun) {
        await withStore(options, async (store) => {
          const expired = await store.countExpired(server.retentionCutoffs(settings, now));
          process.stdout.write(`${retention.describeWouldDelete(expired)}\n`);
        });
        return;
      }
      await withStore(
        options,
        async (store) => {
          const outcome = await server.applyRetention(store, {
            periods: settings,
            giveUpMs: settings.webhookGiveUpHours * 3_600_000,
            now,
          });
          process.stdout.write(`${retention.describePurged(outcome, settings.webhookGiveUpHours)}\n`);
        },
        "change",
      );
    });

  leads
    .command("find")
    .description(
      "print as JSON everything stored about an address: its enquiries, its subscription with its history, and the e-mails and webhook deliveries about them",
    )
    .addOption(emailOption("to look for"))
    .option("--data-dir <dir>", dataDirHelp)
    .action(async (options: EmailOptions) => {
      const { describePersonalData, holdsAnything, parseEmail } = await import("../leads/data-request.ts");
      const email = parseEmail(options.email);
      await withStore(options, async (store) => {
        const found = await store.findByEmail(email);
        process.stdout.write(`${JSON.stringify(found, null, 2)}\n`);
        process.stderr.write(
          holdsAnything(found)
            ? `Found ${describePersonalData(found)} about ${email}.\n`
            : `Nothing is stored about ${email}.\n`,
        );
      });
    });

  leads
    .command("erase")
    .description(
      "delete everything stored about an address (what `site leads find` prints), after asking; prints what was deleted as JSON",
    )
    .addOption(emailOption("to erase"))
    .option("--yes", "do not ask first (for scripts)")
    .option("--data-dir <dir>", dataDirHelp)
    .action(async (options: EmailOptions) => {
      const { describePersonalData, holdsAnything, parseEmail } = await import("../leads/data-request.ts");
      const { confirm } = await import("../leads/confirm.ts");
      const email = parseEmail(options.email);
      await withStore(
        options,
        async (store) => {
          const found = await store.findByEmail(email);
          if (!holdsAnything(found)) {
            process.stderr.write(`Nothing is stored about ${email}: nothing to erase.\n`);
            return;
          }
          const held = describePersonalData(found);
          if (
            !options.yes &&
            !(await confirm(`Erase ${held} about ${email}? This cannot be undone. [y/N] `))
          ) {
            process.stderr.write("Nothing was erased.\n");
            setExitCode("refused");
            return;
          }
          const erased = await store.eraseByEmail(email);
          process.stdout.write(`${JSON.stringify(erased, null, 2)}\n`);
          process.stderr.write(`Erased ${describePersonalData(erased)} about ${email}.\n`);
        },
        "change",
      );
    });
}
