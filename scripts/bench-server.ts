/**
 * `npm run bench:server`: requests per second and p50/p99 latency (autocannon) of a static page
 * and of both form routes, then of the page again while sign-ups run at 50 connections (with the
 * share of its idle throughput it keeps), against the real server (`node server/start.ts` in a
 * process of its own, as production runs it, so the load generator never shares its event loop)
 * with a temporary data folder and the local siteverify stand-in. Every form request is a new
 * subscription or a new enquiry, so the insert path is what is measured. Exits 1 on any non-2xx
 * answer or error.
 *
 *   npm run bench:server -- --duration 10 --connections 10
 */
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { cpus, tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import Database from "better-sqlite3";
import { SQLITE_FILE } from "../server/store/sqlite-store.ts";
import { BUILD_FILES_TEXT, isCompleteBuild } from "./bench/built-site.ts";
import { printTable } from "./bench-audit/table.ts";
import { type ServerProcess, startServerProcess, stopProcess } from "./support/server-process.ts";
import { type SiteverifyStandIn, startSiteverifyStandIn } from "./support/siteverify-stand-in.ts";
import { createTestSite, testSiteEnv } from "./support/test-site.ts";

const root = resolve(import.meta.dirname, "..");

function wholeNumberFlag(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined) return fallback;
  const value = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  if (value >= 1) return value;
  console.error(`--${name} must be a whole number of at least 1, got "${raw}".`);
  process.exit(2);
}

const { values: flags } = parseArgs({
  options: { duration: { type: "string" }, connections: { type: "string" } },
  strict: true,
});
const duration = wholeNumberFlag("duration", flags.duration, 10);
const connections = wholeNumberFlag("connections", flags.connections, 10);

/** The real build when it is complete, else the small fake site the server tests use. */
function pickSite(): { distDir: string; dataDir: string; label: string; remove(): void } {
  const distDir = join(root, "dist");
  if (isCompleteBuild(root)) {
    const tempRoot = mkdtempSync(join(tmpdir(), "bench-server-"));
    return {
      distDir,
      dataDir: join(tempRoot, "data"),
      label: `the real build (${relative(process.cwd(), distDir) || "."}/)`,
      remove: () => rmSync(tempRoot, { recursive: true, force: true }),
    };
  }
  const site = createTestSite();
  return {
    ...site,
    label: `the fake test site (no complete build: ${BUILD_FILES_TEXT} are needed)`,
  };
}

// Unique per run and per request: a repeated address or token would take the duplicate path.
const runId = randomUUID().slice(0, 8);
let sequence = 0;
const nextId = () => `${runId}-${++sequence}`;

const JSON_HEADERS = { "content-type": "application/json" };

/** The sign-up load pages are measured under. */
const SIGN_UP_CONNECTIONS = 50;
const SIGN_UPS_ALONGSIDE = `POST /api/newsletter (${SIGN_UP_CONNECTIONS} connections, alongside)`;

function newsletterBody(): string {
  return JSON.stringify({ email: `bench-${nextId()}@example.com` });
}

function contactBody(): string {
  const id = nextId();
  return JSON.stringify({
    firstName: "Bench",
    lastName: "Mark",
    email: `bench-${id}@example.com`,
    phone: "+1 555 0100",
    company: "Benchmark Ltd",
    serviceInterest: "Custom Software Development",
    description: "A benchmark enquiry: please ignore.",
    budget: "",
    turnstileToken: `bench-token-${id}`,
  });
}

interface Target {
  name: string;
  options: Omit<autocannon.Options, "url" | "duration" | "connections">;
}

const TARGETS: Target[] = [
  { name: "GET / (br)", options: { headers: { "accept-encoding": "br" } } },
  {
    name: "POST /api/newsletter",
    options: {
      requests: [
        {
          method: "POST",
          path: "/api/newsletter",
          headers: JSON_HEADERS,
          setupRequest: (request) => ({ ...request, body: newsletterBody() }),
        },
      ],
    },
  },
  {
    name: "POST /api/contact",
    options: {
      requests: [
        {
          method: "POST",
          path: "/api/contact",
          headers: JSON_HEADERS,
          setupRequest: (request) => ({ ...request, body: contactBody() }),
        },
      ],
    },
  },
];

/** Why a run is not clean: non-2xx answers by status, connection errors, timeouts. */
function problemsOf(result: autocannon.Result): string[] {
  const problems: string[] = [];
  if (result.non2xx > 0) {
    const byStatus = Object.entries(result.statusCodeStats ?? {})
      .filter(([status]) => !status.startsWith("2"))
      .map(([status, { count }]) => `${count ?? 0}× ${status}`);
    problems.push(`${result.non2xx} non-2xx answers (${byStatus.join(", ") || "statuses unknown"})`);
  }
  if (result.errors > 0) problems.push(`${result.errors} connection errors (${result.timeouts} timeouts)`);
  return problems;
}

function printResults(rows: { name: string; result: autocannon.Result }[]): void {
  printTable(
    ["target", "req/s", "p50 ms", "p99 ms", "non-2xx", "requests"],
    rows.map(({ name, result }) => [
      name,
      result.requests.average.toFixed(0),
      String(result.latency.p50),
      String(result.latency.p99),
      String(result.non2xx),
      String(result.requests.total),
    ]),
  );
}

/** The rows the runs stored: every 2xx form answer must have added one (answers still in flight may add more). */
function storedRows(dataDir: string): { subscriptions: number; enquiries: number } {
  const db = new Database(join(dataDir, SQLITE_FILE), { readonly: true });
  try {
    const count = (table: string) =>
      (db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;
    return { subscriptions: count("subscriptions"), enquiries: count("enquiries") };
  } finally {
    db.close();
  }
}

const site = pickSite();
let standIn: SiteverifyStandIn | undefined;
let server: ServerProcess | undefined;

const failures: string[] = [];
try {
  standIn = await startSiteverifyStandIn();
  server = await startServerProcess({
    ...testSiteEnv(site),
    TURNSTILE_VERIFY_URL: standIn.url,
    // The most loadConfig allows: far more than the runs send from this one address.
    RATE_LIMIT_MAX: "1000000",
  });

  console.log(
    `bench:server on ${cpus().length} cores (${cpus()[0]?.model.trim() ?? "unknown CPU"}), Node ${process.version}`,
  );
  console.log(`Serving ${site.label} at ${server.url}; data in a temporary folder`);
  console.log(`${duration} s per target, ${connections} connections\n`);

  // Unmeasured: the first seconds of a fresh process run its code unoptimized, which made the
  // idle figure, the one the others are compared with, vary by a quarter from run to run.
  await autocannon({ url: server.url, duration: 3, connections, ...TARGETS[0]?.options });

  const rows: { name: string; result: autocannon.Result }[] = [];
  for (const target of TARGETS) {
    const result = await autocannon({ url: server.url, duration, connections, ...target.options });
    rows.push({ name: target.name, result });
    for (const problem of problemsOf(result)) failures.push(`${target.name}: ${problem}`);
  }

  // Pages while forms are busy: GET / at the usual connections alongside sign-ups at 50.
  const [underLoad, signUps] = await Promise.all([
    autocannon({ url: server.url, duration, connections, ...TARGETS[0]?.options }),
    autocannon({ url: server.url, duration, connections: SIGN_UP_CONNECTIONS, ...TARGETS[1]?.options }),
  ]);
  rows.push({ name: "GET / (br) during sign-ups", result: underLoad });
  rows.push({ name: SIGN_UPS_ALONGSIDE, result: signUps });
  for (const problem of [...problemsOf(underLoad), ...problemsOf(signUps)]) {
    failures.push(`pages during sign-ups: ${problem}`);
  }
  printResults(rows);
  const idle = rows[0]?.result.requests.average ?? 0;
  const kept = idle > 0 ? (underLoad.requests.average / idle) * 100 : 0;
  console.log(
    `\nGET / idle: ${idle.toFixed(0)} req/s; during ${SIGN_UP_CONNECTIONS}-connection sign-ups: ${underLoad.requests.average.toFixed(0)} req/s (${kept.toFixed(0)} % of idle; the goal is at least 50 %).`,
  );

  const okOf = (name: string) => rows.find((row) => row.name === name)?.result["2xx"] ?? 0;
  // SIGTERM, as an operator stops it: it finishes what is in flight and closes the store.
  await stopProcess(server.child);
  server = undefined;
  const stored = storedRows(site.dataDir);
  const subscribed = okOf("POST /api/newsletter") + okOf(SIGN_UPS_ALONGSIDE);
  const enquired = okOf("POST /api/contact");
  console.log(
    `\nStored ${stored.subscriptions} subscriptions and ${stored.enquiries} enquiries; siteverify stand-in called ${standIn.calls.length} times.`,
  );
  if (stored.subscriptions < subscribed) {
    failures.push(`newsletter: ${subscribed} answers 2xx but only ${stored.subscriptions} new subscriptions`);
  }
  if (stored.enquiries < enquired || standIn.calls.length < enquired) {
    failures.push(
      `contact: ${enquired} answers 2xx but ${stored.enquiries} enquiries and ${standIn.calls.length} siteverify calls`,
    );
  }
} catch (error) {
  failures.push(error instanceof Error ? (error.stack ?? error.message) : String(error));
} finally {
  if (server) await stopProcess(server.child);
  await standIn?.close();
  site.remove();
}

if (failures.length > 0) {
  console.error("\nThe benchmark failed:");
  for (const failure of failures) console.error(`  ${failure}`);
  process.exitCode = 1;
}
