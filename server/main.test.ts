import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { connect } from "node:net";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_TURNSTILE_SECRET } from "../contracts/turnstile-test-keys.ts";
import { createTestSite, SECRET, type TestSite, testConfig } from "../scripts/support/test-site.ts";
import { type RunningServer, startServer } from "./main.ts";
import { MissingBuildError } from "./startup-errors.ts";
import { StoreOpenError } from "./store/leads-store.ts";

/** Sends `request` verbatim (no normalisation by a client library); the raw reply once the server closes. */
function rawExchange(url: string, request: string): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname === "localhost" ? "127.0.0.1" : hostname);
    let reply = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => {
      reply += chunk;
    });
    socket.on("close", () => resolve(reply));
    socket.on("error", reject);
    socket.write(request);
  });
}

/** GET `target` as written, e.g. with `..` segments a client library would resolve. */
function rawGet(url: string, target: string): Promise<string> {
  return rawExchange(url, `GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
}

/**
 * Runs `node server/start.ts` as production does, to its exit: for settings it refuses to start
 * with, so the port is never bound.
 */
function runIndex(env: Record<string, string>) {
  return spawnSync(process.execPath, ["--import", "tsx", "server/start.ts"], {
    cwd: resolve(import.meta.dirname, ".."),
    env: { ...process.env, PORT: "3999", HOST: "127.0.0.1", ...env },
    encoding: "utf8",
    timeout: 60_000,
  });
}

describe("startServer", () => {
  let site: TestSite;
  let server: RunningServer;

  beforeAll(async () => {
    site = createTestSite();
    server = await startServer(testConfig(site), { log: () => {}, logError: () => {} });
  });
  afterAll(async () => {
    await server.close();
    site.remove();
  });

  it("serves the build over HTTP at the returned url", async () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const res = await fetch(`${server.url}/projects`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("projects list");
  });

  it("answers a body too large on a keep-alive connection with Connection: close, then closes it", async () => {
    const reply = await rawExchange(
      server.url,
      "POST /api/contact HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{",
    );
    expect(reply).toMatch(/^HTTP\/1\.1 413 /);
    expect(reply).toMatch(/^connection: close\r$/im);
    expect(reply).not.toMatch(/^connection: keep-alive/im);
  });

  it("serves brotli to a client that accepts it", async () => {
    const br = await fetch(`${server.url}/assets/app-abc123.js`, {
      headers: { "Accept-Encoding": "br" },
    });
    expect(br.headers.get("content-encoding")).toBe("br");
  });

  it.each([
    "/../secret.txt",
    "/../../secret.txt",
    "/assets/../../secret.txt",
    "/%2e%2e/secret.txt",
    "/%2e%2e/%2e%2e/secret.txt",
    "/..%2f..%2fsecret.txt",
    "/assets/%2e%2e%2f%2e%2e%2fsecret.txt",
    "/..\\..\\secret.txt",
    "/%00../secret.txt",
  ])("raw request target %s does not escape the client dir", async (target) => {
    const reply = await rawGet(server.url, target);
    expect(reply).toMatch(/^HTTP\/1\.1 (?:400|404)/);
    expect(reply).not.toContain(SECRET);
  });

  it("reports a missing build instead of serving nothing", async () => {
    const empty = createTestSite(["index.html"]);
    try {
      await expect(startServer(testConfig(empty))).rejects.toThrow(MissingBuildError);
    } finally {
      empty.remove();
    }
  });

  it("close() stops the server", async () => {
    const other = createTestSite();
    const running = await startServer(testConfig(other), { log: () => {} });
    try {
      const res = await fetch(running.url);
      await res.arrayBuffer(); // an unread body keeps the connection busy until undici gives up on it
      expect(res.status).toBe(200);
      await running.close();
      await expect(fetch(running.url)).rejects.toThrow();
    } finally {
      other.remove();
    }
  });
});

describe("a DATA_DIR that cannot be used", () => {
  let site: TestSite;
  let notAFolder: string;

  beforeAll(() => {
    site = createTestSite();
    notAFolder = join(site.root, "data-is-a-file");
    writeFileSync(notAFolder, "not a folder");
  });
  afterAll(() => site.remove());

  it.each([
    ["a regular file", () => notAFolder],
    ["inside a regular file", () => join(notAFolder, "data")],
  ])("is refused by startServer when it is %s", async (_, dataDir) => {
    const config = { ...testConfig(site), dataDir: dataDir() };
    const failure = startServer(config, { log: () => {} });
    await expect(failure).rejects.toThrow(StoreOpenError);
    await expect(startServer(config, { log: () => {} })).rejects.toThrow(
      /data folder .*data-is-a-file.* \(DATA_DIR\) cannot be created or written/,
    );
  });

  it("makes `node server/start.ts` print the reason without a stack trace and exit with 2", () => {
    // The store is opened before listening.
    const result = runIndex({ DIST_DIR: site.distDir, DATA_DIR: notAFolder });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain(`The data folder ${notAFolder} (DATA_DIR) cannot be created or written`);
    expect(result.stderr).not.toMatch(/^\s+at /m);
    expect(result.stdout).not.toContain("Serving");
  }, 60_000);

  it.each([
    ["TURNSTILE_SECRET_KEY is not set", {}],
    ["TURNSTILE_SECRET_KEY is a test secret", { TURNSTILE_SECRET_KEY: TEST_TURNSTILE_SECRET }],
  ])(
    "refuses to start on an https SITE_ORIGIN when %s: one line, exit 2",
    (_, secret) => {
      const result = runIndex({
        DIST_DIR: site.distDir,
        DATA_DIR: site.dataDir,
        SITE_ORIGIN: "https://www.example.com",
        TURNSTILE_SECRET_KEY: "",
        ...secret,
      });
      expect(result.status).toBe(2);
      expect(result.stderr.trim().split("\n")).toEqual([
        expect.stringMatching(
          /^Refusing to start: SITE_ORIGIN is https:\/\/www\.example\.com but TURNSTILE_SECRET_KEY .*Set TURNSTILE_SECRET_KEY/,
        ),
      ]);
      expect(result.stdout).not.toContain("Serving");
    },
    60_000,
  );
});

/** runIndex with a fresh test site's folders and `env`, the site removed afterwards. */
function runIndexOnTestSite(env: Record<string, string>) {
  const site = createTestSite();
  try {
    return runIndex({ DIST_DIR: site.distDir, DATA_DIR: site.dataDir, ...env });
  } finally {
    site.remove();
  }
}

describe("an SMTP_URL with an unencoded # in its password", () => {
  it("refuses to start: one line saying how to encode it, exit 2, no part of the password printed", () => {
    // It parses as a URL with host "mailer" and port 2525: without the check, the server starts.
    const result = runIndexOnTestSite({ SMTP_URL: "smtp://mailer:2525#Kq9-s3cret@mail.example.com:587" });
    expect(result.status).toBe(2);
    expect(result.stderr).toBe(
      "SMTP_URL has a user name or password with characters a URL must have percent-encoded: write # as %23 (the value is not shown).\n",
    );
    expect(result.stdout).toBe("");
    expect(`${result.stdout}${result.stderr}`).not.toMatch(/Kq9|s3cret|2525/);
  }, 60_000);
});

describe("production settings without NEWSLETTER_SECRET", () => {
  it("refuse to start on an https SITE_ORIGIN: one line, exit 2", () => {
    const result = runIndexOnTestSite({
      SITE_ORIGIN: "https://www.example.com",
      TURNSTILE_SECRET_KEY: "0x4AAAAAAA-a-real-looking-secret",
      NEWSLETTER_SECRET: "",
    });
    expect(result.status).toBe(2);
    expect(result.stderr.trim().split("\n")).toEqual([
      expect.stringMatching(
        /^Refusing to start: SITE_ORIGIN is https:\/\/www\.example\.com but NEWSLETTER_SECRET is not set, .*Set NEWSLETTER_SECRET/,
      ),
    ]);
    expect(result.stdout).not.toContain("Serving");
  }, 60_000);
});

describe("the old TRUST_PROXY=true, which trusted anyone's X-Forwarded-For", () => {
  it("is refused at start: one line saying what to write instead, exit 2", () => {
    const result = runIndex({ TRUST_PROXY: "true" });
    expect(result.status).toBe(2);
    expect(result.stderr.trim().split("\n")).toEqual([
      expect.stringMatching(
        /^TRUST_PROXY=true is no longer accepted: .*TRUST_PROXY=127\.0\.0\.1.*TRUST_PROXY=1\)\.$/,
      ),
    ]);
    expect(result.stdout).not.toContain("Serving");
  }, 60_000);
});

describe("a client that aborts its request", () => {
  it("is logged as aborted at info level, with no error and no stack trace", async () => {
    const site = createTestSite();
    const logs: Record<string, unknown>[] = [];
    const errors: Record<string, unknown>[] = [];
    const server = await startServer(testConfig(site), {
      log: (line) => logs.push(line),
      logError: (line) => errors.push(line),
    });
    try {
      const { port } = new URL(server.url);
      const socket = connect(Number(port), "127.0.0.1");
      await new Promise<void>((done) => socket.once("connect", () => done()));
      socket.write(
        'POST /api/newsletter HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 400\r\n\r\n{"email":',
      );
      await new Promise((done) => setTimeout(done, 200));
      socket.destroy();
      const deadline = Date.now() + 5000;
      while (!logs.some((line) => line.path === "/api/newsletter") && Date.now() < deadline) {
        await new Promise((done) => setTimeout(done, 50));
      }
      expect(logs.filter((line) => line.path === "/api/newsletter")).toEqual([
        expect.objectContaining({ level: "info", aborted: true, status: 499 }),
      ]);
      expect(errors).toEqual([]);
    } finally {
      await server.close();
      site.remove();
    }
  });
});
