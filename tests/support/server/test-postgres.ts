import { execFile, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import {
  appendFileSync,
  chownSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, dirname, join } from "node:path";
import { Client } from "pg";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { freePort } from "../../../scripts/support/server-process.ts";

/** A throwaway PostgreSQL cluster for tests, on 127.0.0.1 with a password, in a temporary folder. */
export interface TestPostgres {
  /** `postgresql://postgres:<password>@127.0.0.1:<port>/leads_1`: an empty database made at start. */
  url: string;
  /** The superuser's password (to check that messages never show it). */
  password: string;
  port: number;
  /** Creates another empty database in the cluster and answers its URL. */
  createDatabase(): Promise<string>;
  /** `pg_ctl restart -m fast`: every session is ended, the cluster is back on the same port when this resolves. */
  restart(): Promise<void>;
  /** `pg_ctl stop -m fast`: the cluster stops (its data stays) until startAgain. */
  shutDown(): Promise<void>;
  /** Starts the stopped cluster again on the same port. */
  startAgain(): Promise<void>;
  /** Shuts the cluster down and removes its folder. */
  stop(): Promise<void>;
}

export const POSTGRES_MISSING =
  "PostgreSQL's server programs (initdb, pg_ctl, postgres) were not found in /usr/lib/postgresql/*/bin or on PATH. " +
  "The PostgreSQL store's tests start a throwaway cluster with them: install the `postgresql` package " +
  "(Debian: apt-get install -y postgresql).";

const PROGRAMS = ["initdb", "pg_ctl", "postgres"];

const hasPrograms = (dir: string) => PROGRAMS.every((program) => existsSync(join(dir, program)));

/** The folder holding initdb, pg_ctl and postgres: Debian's newest version first, then PATH. */
export function findPostgresBinaries(
  debian = "/usr/lib/postgresql",
  path = process.env.PATH ?? "",
): string | undefined {
  const versions = existsSync(debian)
    ? readdirSync(debian)
        .filter((name) => /^\d+(\.\d+)?$/.test(name))
        .sort((a, b) => Number(b) - Number(a))
        .map((version) => join(debian, version, "bin"))
    : [];
  for (const dir of versions) if (hasPrograms(dir)) return dir;
  for (const dir of path.split(delimiter).filter(Boolean)) {
    const initdb = join(dir, "initdb");
    if (!existsSync(initdb)) continue;
    const real = dirname(realpathSync(initdb)); // /usr/local/bin/initdb may link to the real folder
    if (hasPrograms(real)) return real;
    if (hasPrograms(dir)) return dir;
  }
  return undefined;
}

/** PostgreSQL refuses to run as root: as root, its programs run as the `postgres` user. */
function runAs(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => spawnSync("id", [flag, "postgres"], { encoding: "utf8" });
  const uid = id("-u");
  const gid = id("-g");
  if (uid.status !== 0 || gid.status !== 0) {
    throw new Error(
      "The tests run as root, PostgreSQL refuses to, and there is no `postgres` user to run it as: install the `postgresql` package, which creates that user.",
    );
  }
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/** The environment without PG* variables, so a developer's own settings cannot redirect the cluster. */
function cleanEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { LC_ALL: "C", LANG: "C" };
  for (const [name, value] of Object.entries(process.env)) {
    if (!name.startsWith("PG") && !name.startsWith("LC_") && name !== "LANG") env[name] = value;
  }
  return env;
}

/**
 * Starts a cluster: initdb into a temporary folder (owned by `postgres` when running as root), then
 * pg_ctl start on a free port of 127.0.0.1, its Unix socket in the same folder, and creates a
 * first database. Durability is off (fsync), as nothing here has to survive. Fails with
 * POSTGRES_MISSING when PostgreSQL is not installed.
 */
export async function startTestPostgres(
  options: { findBinaries?: () => string | undefined } = {},
): Promise<TestPostgres> {
  const binDir = (options.findBinaries ?? findPostgresBinaries)();
  if (!binDir) throw new Error(POSTGRES_MISSING);
  const owner = runAs();
  const root = mkdtempSync(join(tmpdir(), "pg-test-"));
  const dataDir = join(root, "data");
  const logFile = join(root, "server.log");
  const env = cleanEnv();

  const run = (program: string, args: string[]) =>
    new Promise<void>((resolve, reject) => {
      const file = join(binDir, program);
      const [command, commandArgs] = owner
        ? ["runuser", ["-u", "postgres", "--", file, ...args]]
        : [file, args];
      execFile(command, commandArgs, { cwd: root, env, timeout: 120_000 }, (error, stdout, stderr) => {
        if (!error) return resolve();
        reject(new Error(`${program} ${args.join(" ")} failed: ${error.message}\n${stdout}${stderr}`));
      });
    });

  let running = false;
  const stopNow = () => {
    if (!running) return;
    running = false;
    const args = ["stop", "-D", dataDir, "-m", "immediate", "-w"];
    const file = join(binDir, "pg_ctl");
    if (owner) spawnSync("runuser", ["-u", "postgres", "--", file, ...args], { cwd: root, env });
    else spawnSync(file, args, { cwd: root, env });
  };
  // A test run that ends without stop() must not leave a server behind.
  const onExit = () => {
    stopNow();
    rmSync(root, { recursive: true, force: true });
  };
  process.once("exit", onExit);

  try {
    const password = randomBytes(18).toString("base64url");
    const passwordFile = join(root, "password");
    writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
    if (owner) {
      chownSync(root, owner.uid, owner.gid);
      chownSync(passwordFile, owner.uid, owner.gid);
    }
    await run("initdb", [
      "-D",
      dataDir,
      "-U",
      "postgres",
      `--pwfile=${passwordFile}`,
      "--auth-local=trust",
      "--auth-host=scram-sha-256",
      "--encoding=UTF8",
      "--locale=C",
      "--no-sync",
    ]);
    appendFileSync(
      join(dataDir, "postgresql.conf"),
      [
        "",
        "listen_addresses = '127.0.0.1'",
        `unix_socket_directories = '${root}'`,
        "fsync = off",
        "synchronous_commit = off",
        "full_page_writes = off",
        "max_connections = 100",
        "",
      ].join("\n"),
    );

    let port = 0;
    // -l: pg_ctl leaves the server's output to the log, so its own output ends when it does.
    const start = () =>
      run("pg_ctl", ["start", "-D", dataDir, "-l", logFile, "-w", "-t", "60", "-o", `-p ${port}`]);
    for (let attempt = 1; !running; attempt += 1) {
      port = await freePort();
      try {
        await start();
        running = true;
      } catch (error) {
        // Another process may have taken the port in between: try another one, then give up.
        if (attempt >= 3) {
          const log = existsSync(logFile) ? readFileSync(logFile, "utf8") : "";
          throw new Error(`${(error as Error).message}\n${log}`);
        }
      }
    }

    const urlOf = (database: string) =>
      `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
    let databases = 0;
    const createDatabase = async () => {
      databases += 1;
      const name = `leads_${databases}`;
      const admin = new Client({ connectionString: urlOf("postgres") });
      await admin.connect();
      try {
        await admin.query(`CREATE DATABASE ${name}`);
      } finally {
        await admin.end();
      }
      return urlOf(name);
    };
    const url = await createDatabase();

    return {
      url,
      password,
      port,
      createDatabase,
      async restart() {
        await run("pg_ctl", ["restart", "-D", dataDir, "-l", logFile, "-m", "fast", "-w", "-t", "60"]);
      },
      async shutDown() {
        await run("pg_ctl", ["stop", "-D", dataDir, "-m", "fast", "-w", "-t", "60"]);
        running = false;
      },
      async startAgain() {
        await start();
        running = true;
      },
      async stop() {
        process.off("exit", onExit);
        if (running) {
          await run("pg_ctl", ["stop", "-D", dataDir, "-m", "fast", "-w", "-t", "60"]).then(
            () => {
              running = false;
            },
            () => stopNow(),
          );
        }
        rmSync(root, { recursive: true, force: true });
      },
    };
  } catch (error) {
    process.off("exit", onExit);
    onExit();
    throw error;
  }
}

/**
 * A cluster for the calling test file: started before its tests, stopped after them. The getter
 * answers it. When it cannot start (PostgreSQL not installed), every test of the file fails with
 * the reason; none is skipped.
 */
export function testPostgresPerFile(
  options: Parameters<typeof startTestPostgres>[0] = {},
): () => TestPostgres {
  let cluster: TestPostgres | undefined;
  let failure: unknown;
  beforeAll(async () => {
    try {
      cluster = await startTestPostgres(options);
    } catch (error) {
      failure = error;
    }
  }, 120_000);
  beforeEach(() => {
    if (failure) throw failure;
  });
  afterAll(async () => {
    await cluster?.stop();
  }, 60_000);
  return () => {
    if (!cluster) throw failure ?? new Error("The test PostgreSQL cluster is not running.");
    return cluster;
  };
}
