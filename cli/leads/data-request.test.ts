import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { SAMPLE_ENQUIRY } from "../../scripts/support/test-site.ts";
import type { EnquiryInput, PersonalData } from "../../server/store/leads-store.ts";
import { openSqliteStore } from "../../server/store/sqlite-store.ts";
import { runSite } from "../../tests/support/server/site-command.ts";

// `site leads find` and `site leads erase` answering a data request on a real SQLite store, where
// the address is in enquiries, a subscription with its history, and the outbox (e-mails sent and
// queued, a webhook delivery queued), beside another person's leads that must stay untouched.

const ANN = "ann.lee@example.com";
const BOB = "bob@example.com";
const HOOK = "crm.example.com#0a1b2c3d4e5f";

const enquiry = (email: string, description: string): EnquiryInput => ({
  ...SAMPLE_ENQUIRY,
  email,
  description,
});

const root = mkdtempSync(join(tmpdir(), "site-leads-data-"));
let dataDir: string;
let seeded = 0;

beforeEach(async () => {
  seeded += 1;
  dataDir = join(root, `data-${seeded}`);
  const store = openSqliteStore(dataDir);
  try {
    await store.saveEnquiry(enquiry(ANN, "First enquiry."), "t1", { webhooks: [HOOK] });
    const [notice] = await store.dueMails(new Date(Date.now() + 1000), 1);
    await store.markSent(notice?.id ?? 0, new Date());
    await store.saveEnquiry(enquiry("Ann.Lee@Example.com", "Second enquiry."), "t2");
    const { id } = await store.saveSubscription(ANN);
    await store.confirmSubscription(id, new Date(), [HOOK]);
    await store.saveEnquiry(enquiry(BOB, "Bob's enquiry."), "t3", { webhooks: [HOOK] });
    await store.saveSubscription(BOB);
  } finally {
    await store.close();
  }
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const leads = (args: string[], input?: string) =>
  runSite(["leads", ...args, "--data-dir", dataDir], input === undefined ? {} : { input });

async function everything(): Promise<PersonalData[]> {
  const store = openSqliteStore(dataDir, { readonly: true });
  try {
    return [await store.findByEmail(ANN), await store.findByEmail(BOB)];
  } finally {
    await store.close();
  }
}

describe("site leads find", () => {
  it("prints as JSON every enquiry, the subscription with its history, and every outbox row of the address, in any case", async () => {
    const run = await leads(["find", "--email", "ANN.LEE@example.com"]);
    expect(run.code).toBe(0);
    const found = JSON.parse(run.stdout) as PersonalData;
    expect(found).toEqual((await everything())[0]);
    expect(found.enquiries.map((row) => row.description)).toEqual(["First enquiry.", "Second enquiry."]);
    expect(found.subscriptions).toEqual([
      expect.objectContaining({
        email: ANN,
        state: "confirmed",
        history: [
          expect.objectContaining({ event: "signed-up" }),
          expect.objectContaining({ event: "confirmed" }),
        ],
      }),
    ]);
    // Two enquiry notices (one sent), the confirmation request, two webhook deliveries.
    expect(found.outbox.map((entry) => `${entry.channel} ${entry.state}`).sort()).toEqual([
      "mail queued",
      "mail queued",
      "mail sent",
      "webhook queued",
      "webhook queued",
    ]);
    expect(run.stderr).toBe(
      "Found 2 enquiries, 1 subscription (with 2 history entries) and 5 outbox rows (e-mails and webhook deliveries, 4 still queued) about ANN.LEE@example.com.\n",
    );
  });

  it("prints empty lists for an address it does not know, and refuses what is not an address", async () => {
    const run = await leads(["find", "--email", "nobody@example.com"]);
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({ enquiries: [], subscriptions: [], outbox: [] });
    expect(run.stderr).toBe("Nothing is stored about nobody@example.com.\n");
    const bad = await leads(["find", "--email", "ann lee"]);
    expect(bad).toEqual({
      code: 2,
      stdout: "",
      stderr: 'site: --email must be one e-mail address, like ann@example.com; got "ann lee".\n',
    });
  });
});

describe("site leads erase", () => {
  it("asks first: no, or no answer at all, erases nothing", async () => {
    const before = await everything();
    for (const input of ["n\n", ""]) {
      const run = await leads(["erase", "--email", ANN], input);
      expect(run.code).toBe(1);
      expect(run.stdout).toBe("");
      expect(run.stderr).toBe(
        `Erase 2 enquiries, 1 subscription (with 2 history entries) and 5 outbox rows (e-mails and webhook deliveries, 4 still queued) about ${ANN}? This cannot be undone. [y/N] Nothing was erased.\n`,
      );
    }
    expect(await everything()).toEqual(before);
  });

  it("erases all of it once confirmed, prints what it erased, and leaves everyone else's leads as they were", async () => {
    const [ann, bob] = await everything();
    const run = await leads(["erase", "--email", ANN], "yes\n");
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual(ann);
    expect(run.stderr).toMatch(
      new RegExp(
        `\\[y/N\\] Erased 2 enquiries, 1 subscription \\(with 2 history entries\\) and 5 outbox rows .* about ${ANN}\\.\\n$`,
      ),
    );
    expect(await everything()).toEqual([{ enquiries: [], subscriptions: [], outbox: [] }, bob]);
    const found = await leads(["find", "--email", ANN]);
    expect(found.stderr).toBe(`Nothing is stored about ${ANN}.\n`);
  });

  it("with --yes erases without asking; an address with nothing stored erases nothing", async () => {
    const run = await leads(["erase", "--email", BOB, "--yes"]);
    expect(run.code).toBe(0);
    expect(run.stderr).toMatch(/^Erased 1 enquiry, 1 subscription \(with 1 history entry\) and /);
    const [ann, bob] = await everything();
    expect(bob).toEqual({ enquiries: [], subscriptions: [], outbox: [] });
    expect(ann?.enquiries).toHaveLength(2);
    const nothing = await leads(["erase", "--email", BOB, "--yes"]);
    expect(nothing).toEqual({
      code: 0,
      stdout: "",
      stderr: `Nothing is stored about ${BOB}: nothing to erase.\n`,
    });
  });
});
