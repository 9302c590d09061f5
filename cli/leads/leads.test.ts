import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { EnquiryInput, StoredEnquiry, StoredSubscription } from "../../server/store/leads-store.ts";
import { openSqliteStore } from "../../server/store/sqlite-store.ts";
import { repoRoot } from "../../tests/support/fixture-root.ts";

// `site leads …` run end to end (`node bin/site.js`, as an operator would) against a real SQLite
// store written through the server's own store in a temporary folder.

function site(args: string[], env: Record<string, string> = {}, nodeOptions: string[] = []) {
  const run = spawnSync(process.execPath, [...nodeOptions, join(repoRoot, "bin/site.js"), ...args], {
    cwd: repoRoot,
    env: { ...process.env, GITHUB_ACTIONS: "", DATA_DIR: "", DATABASE_URL: "", SITE_ROOT: "", ...env },
    encoding: "utf8",
  });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

const plain: EnquiryInput = {
  firstName: "Grace",
  lastName: "Hopper",
  email: "grace@example.com",
  phone: "",
  company: "Navy",
  serviceInterest: "Cloud migration",
  budget: "£10k–£25k",
  description: "Move our COBOL to the cloud.",
};

const tricky: EnquiryInput = {
  firstName: '=HYPERLINK("http://evil.example","x")',
  lastName: "O'Brien, Jr.",
  email: "ada@example.com",
  phone: "+44 20 7946 0000",
  company: 'The "Quoted" Company',
  serviceInterest: "@SUM(A1)",
  budget: "-1",
  description: 'Line one, with a comma\nLine two "quoted"',
};

const third: EnquiryInput = { ...plain, firstName: "Alan", lastName: "Turing", email: "alan@example.com" };

const root = mkdtempSync(join(tmpdir(), "site-leads-"));
const dataDir = join(root, "data");
/** The stored rows as an export writes them: the fields of enquiryFields and subscriptionFields. */
let enquiries: Omit<StoredEnquiry, "state" | "spamReason">[] = [];
let subscriptions: Omit<StoredSubscription, "unsubscribedAt" | "spamReason">[] = [];

/** `site leads export --kind KIND --format FORMAT …flags --data-dir <the seeded store>`. */
function leadsExport(kind: string, format: string, ...flags: string[]) {
  return site(["leads", "export", "--kind", kind, "--format", format, ...flags, "--data-dir", dataDir]);
}

/** `site leads list …flags --data-dir <the seeded store>`. */
function leadsList(...flags: string[]) {
  return site(["leads", "list", ...flags, "--data-dir", dataDir]);
}

/** Writes through the real store with the clock set, so that received times are known. */
async function seed(): Promise<void> {
  const store = openSqliteStore(dataDir);
  vi.useFakeTimers({ toFake: ["Date"] });
  try {
    const at = (iso: string) => vi.setSystemTime(new Date(iso));
    at("2026-10-30T09:00:00.000Z");
    await store.saveEnquiry(plain, "token-1");
    at("2026-10-31T10:00:00.000Z");
    const old = await store.saveSubscription("old@example.com");
    await store.confirmSubscription(old.id, new Date("2026-10-31T10:20:00.000Z"));
    at("2026-11-01T00:00:00.000Z");
    await store.saveSubscription("-dash@example.com");
    at("2026-11-01T08:30:00.000Z");
    await store.saveEnquiry(tricky, "token-2");
    at("2026-11-02T12:00:00.000Z");
    await store.saveEnquiry(third, "token-3");
    const due = await store.dueMails(new Date("2026-11-03T00:00:00.000Z"), 10);
    const [first, second] = due.filter((item) => item.kind === "enquiry-notice");
    const [oldConfirmation] = due.filter((item) => item.kind === "confirmation-request");
    await store.markSent(first?.id as number, new Date("2026-10-30T09:01:00.000Z"));
    await store.markSent(oldConfirmation?.id as number, new Date("2026-10-31T10:01:00.000Z"));
    await store.markFailed(
      second?.id as number,
      "421 4.7.0 Try again later",
      new Date("2026-11-03T00:00:00.000Z"),
    );
    enquiries = (await store.listEnquiries()).map(({ state: _state, spamReason: _reason, ...row }) => row);
    subscriptions = (await store.listSubscriptions()).map(
      ({ unsubscribedAt: _at, spamReason: _reason, ...row }) => row,
    );
  } finally {
    vi.useRealTimers();
    await store.close();
  }
}

beforeAll(seed);
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("site leads export", () => {
  it("writes every enquiry as CSV, oldest first, quoted, with formulas neutralised", {
    timeout: 30_000,
  }, () => {
    const run = leadsExport("enquiries", "csv");
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(
      "id,receivedAt,firstName,lastName,email,phone,company,serviceInterest,budget,description\n" +
        "1,2026-10-30T09:00:00.000Z,Grace,Hopper,grace@example.com,,Navy,Cloud migration,£10k–£25k,Move our COBOL to the cloud.\n" +
        '2,2026-11-01T08:30:00.000Z,"\'=HYPERLINK(""http://evil.example"",""x"")","O\'Brien, Jr.",ada@example.com,' +
        '\'+44 20 7946 0000,"The ""Quoted"" Company",\'@SUM(A1),\'-1,' +
        '"Line one, with a comma\nLine two ""quoted"""\n' +
        "3,2026-11-02T12:00:00.000Z,Alan,Turing,alan@example.com,,Navy,Cloud migration,£10k–£25k,Move our COBOL to the cloud.\n",
    );
  });

  it("writes JSON equal to the stored rows", () => {
    const enquiryExport = leadsExport("enquiries", "json");
    expect(enquiryExport.code).toBe(0);
    expect(JSON.parse(enquiryExport.stdout)).toEqual(enquiries);
    expect(enquiries).toHaveLength(3);
    const subscriptionExport = leadsExport("subscriptions", "json");
    expect(subscriptionExport.code).toBe(0);
    expect(subscriptions.map((row) => [row.email, row.state])).toEqual([
      ["old@example.com", "confirmed"],
      ["-dash@example.com", "pending"],
    ]);
    // Only confirmed addresses by default.
    expect(JSON.parse(subscriptionExport.stdout)).toEqual(subscriptions.slice(0, 1));
    const all = leadsExport("subscriptions", "json", "--include-pending");
    expect(all.code).toBe(0);
    expect(JSON.parse(all.stdout)).toEqual(subscriptions);
  });

  it("writes only confirmed subscriptions by default and says how many pending ones it left out", () => {
    const file = join(root, "subscribers.csv");
    const run = leadsExport("subscriptions", "csv", "--output", file);
    expect(run.code).toBe(0);
    expect(run.stderr).toBe(
      `Wrote 1 subscription (1 pending left out: --include-pending adds them) to ${file}\n`,
    );
    expect(readFileSync(file, "utf8")).toBe(
      "id,subscribedAt,email,state,confirmedAt\n" +
        "1,2026-10-31T10:00:00.000Z,old@example.com,confirmed,2026-10-31T10:20:00.000Z\n",
    );
  });

  it("keeps only rows from --since on (a day from midnight UTC, or a timestamp)", () => {
    const day = leadsExport("subscriptions", "csv", "--since", "2026-11-01", "--include-pending");
    expect(day.code).toBe(0);
    expect(day.stdout).toBe(
      "id,subscribedAt,email,state,confirmedAt\n2,2026-11-01T00:00:00.000Z,'-dash@example.com,pending,\n",
    );
    const stamp = leadsExport("enquiries", "json", "--since", "2026-11-01T09:30:00+01:00");
    expect(stamp.code).toBe(0);
    expect((JSON.parse(stamp.stdout) as StoredEnquiry[]).map((row) => row.id)).toEqual([2, 3]);
  });

  it("writes to --output, readable by its owner only, and says how many rows", () => {
    const file = join(root, "enquiries.json");
    const run = leadsExport("enquiries", "json", "--output", file);
    expect(run.code).toBe(0);
    expect(run.stdout).toBe("");
    expect(run.stderr).toBe(`Wrote 3 enquiries to ${file}\n`);
    expect(JSON.parse(readFileSync(file, "utf8"))).toEqual(enquiries);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it("exits 1 with a clear message when it cannot write --output", () => {
    const file = join(root, "no-such-folder", "enquiries.csv");
    const run = leadsExport("enquiries", "csv", "--output", file);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^site: cannot write .*enquiries\.csv: ENOENT/);
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });
});

describe("site leads list", () => {
  it("shows the newest rows of both kinds and the outbox, reading DATA_DIR in the project root", () => {
    const run = site(["leads", "list"], { SITE_ROOT: root, DATA_DIR: "data" });
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    const lines = run.stdout.split("\n");
    expect(lines.slice(0, 5)).toEqual([
      "Enquiries: 3, newest first",
      "ID  RECEIVED (UTC)    NAME                          EMAIL              SERVICE INTEREST  BUDGET",
      " 3  2026-11-02 12:00  Alan Turing                   alan@example.com   Cloud migration   £10k–£25k",
      ' 2  2026-11-01 08:30  =HYPERLINK("http://evil.exa…  ada@example.com    @SUM(A1)          -1',
      " 1  2026-10-30 09:00  Grace Hopper                  grace@example.com  Cloud migration   £10k–£25k",
    ]);
    expect(run.stdout).toContain(
      "\nSubscriptions: 2, newest first\n" +
        "ID  SUBSCRIBED (UTC)  STATE      CONFIRMED (UTC)   EMAIL\n" +
        " 2  2026-11-01 00:00  pending                      -dash@example.com\n" +
        " 1  2026-10-31 10:00  confirmed  2026-10-31 10:20  old@example.com\n",
    );
    expect(run.stdout).toMatch(
      /\nTotal: 3 enquiries, 2 subscriptions \(1 confirmed, 1 pending\)\. Outbox: 2 e-mails sent, 3 queued, oldest queued since 2026-11-01 00:00 UTC \(\d+ (days|h|min) ago\), last error: 421 4\.7\.0 Try again later\.\n$/,
    );
  });

  it("filters with --kind, --since and --limit, and says what it left out", () => {
    const run = leadsList("--kind", "enquiries", "--since", "2026-10-31", "--limit", "1");
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("Enquiries: newest 1 of 2 since 2026-10-31 (--limit to show more)\n");
    expect(run.stdout).toContain("Alan Turing");
    expect(run.stdout).not.toContain("HYPERLINK");
    expect(run.stdout).not.toContain("Subscriptions");
    expect(run.stdout).toContain("Total: 2 enquiries since 2026-10-31. Outbox:");
  });

  it("still reads --kind by the forms' names, contact and newsletter, as earlier versions did", () => {
    expect(JSON.parse(leadsExport("contact", "json").stdout)).toEqual(enquiries);
    expect(JSON.parse(leadsExport("newsletter", "json").stdout)).toEqual(subscriptions.slice(0, 1));
  }, 20_000);

  it("reads the store while the server holds it open for writing", async () => {
    const server = openSqliteStore(dataDir);
    try {
      await server.saveSubscription("live@example.com");
      const run = leadsList("--kind", "subscriptions");
      expect(run.code).toBe(0);
      expect(run.stdout).toContain("live@example.com");
      expect(run.stdout).toContain("Total: 3 subscriptions (1 confirmed, 2 pending).");
    } finally {
      await server.close();
    }
  });
});

describe("site leads usage errors and a missing store", () => {
  it.each([
    [
      ["leads", "list", "--since", "x"],
      '--since must be a date like 2026-11-01 or an ISO timestamp, got "x".',
    ],
    [
      ["leads", "export", "--kind", "enquiries", "--format", "csv", "--since", "2026-02-30"],
      '--since must be a date like 2026-11-01 or an ISO timestamp, got "2026-02-30".',
    ],
    [["leads", "list", "--limit", "0"], '--limit must be a whole number of rows, 1 or more, got "0".'],
    [["leads", "list", "--kind", "orders"], "Allowed choices are enquiries, subscriptions."],
    [["leads", "export", "--kind", "enquiries", "--format", "xml"], "Allowed choices are csv, json."],
    [["leads", "export", "--format", "csv"], "required option '--kind <kind>' not specified"],
  ])("site %j exits 2 with a clear message", (args, message) => {
    const run = site([...args, "--data-dir", dataDir]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(message);
    expect(run.stderr).not.toMatch(/\n\s+at /);
    expect(run.stdout).toBe("");
  });

  it("exits 2 with one line, showing none of it, when DATABASE_URL has a # in its password", () => {
    // It parses as a URL with host "web" and port 5432: without the check, that is where it connects.
    const databaseUrl = "postgresql://web:5432#Kq9-s3cret@db.example.com/site";
    for (const command of [
      ["leads", "list"],
      ["leads", "export", "--kind", "enquiries", "--format", "csv"],
    ]) {
      const run = site(command, { DATABASE_URL: databaseUrl });
      expect(run.code).toBe(2);
      expect(run.stderr).toBe(
        "site: DATABASE_URL has a user name or password with characters a URL must have percent-encoded: write # as %23 (the value is not shown).\n",
      );
      expect(run.stdout).toBe("");
      expect(`${run.stdout}${run.stderr}`).not.toMatch(/Kq9|s3cret|5432/);
    }
  });

  it("exits 1 with the store's message, without a stack trace, when there is no store yet", () => {
    const empty = join(root, "empty");
    mkdirSync(empty);
    for (const run of [
      site(["leads", "list"], { SITE_ROOT: empty }),
      site(["leads", "export", "--kind", "subscriptions", "--format", "json", "--data-dir", empty]),
    ]) {
      expect(run.code).toBe(1);
      expect(run.stderr).toMatch(
        /^site: No leads store at .*empty[/\\](data[/\\])?leads\.db yet: the server creates it when it first starts\.\n$/,
      );
      expect(run.stdout).toBe("");
    }
  });
});

describe("site leads loads SQLite only when it reads the store", () => {
  const traced = (args: string[]) => {
    const run = site(args, {}, ["--import", join(repoRoot, "tests/support/trace-imports.mjs")]);
    return { ...run, imported: run.stderr.split("\n").filter((line) => line.startsWith("import: ")) };
  };

  it("`site leads --help` loads neither better-sqlite3 nor sharp, Vite or Vike", () => {
    const run = traced(["leads", "--help"]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("Usage: site leads");
    expect(run.imported.some((line) => line.includes("commander"))).toBe(true);
    expect(run.imported.filter((line) => /\b(better-sqlite3|sharp|vite|vike)\b/.test(line))).toEqual([]);
  });

  it("`site validate` never loads better-sqlite3", () => {
    const run = traced(["validate"]);
    expect(run.code).toBe(0);
    expect(run.imported.filter((line) => /\bbetter-sqlite3\b/.test(line))).toEqual([]);
  });

  it("`site leads list` does load it (the trace sees lazy imports)", () => {
    const run = traced(["leads", "list", "--data-dir", dataDir]);
    expect(run.code).toBe(0);
    expect(run.imported.some((line) => /\bbetter-sqlite3\b/.test(line))).toBe(true);
    expect(run.imported.filter((line) => /\b(sharp|vite|vike)\b/.test(line))).toEqual([]);
  });
});
