import { rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:net";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { SERVER_SETTINGS_FILE } from "../contracts/server-settings.ts";
import { TEST_TURNSTILE_SECRET } from "../contracts/turnstile-test-keys.ts";
import { createTestSite, type TestSite, testConfig } from "../scripts/support/test-site.ts";
import { startServer } from "./main.ts";
import { startFailure } from "./startup-errors.ts";

/** What `node server/start.ts` prints and exits with for the error `start` rejects with. */
async function failureOf(start: Promise<unknown>, port: number) {
  const error = await start.then(
    () => {
      throw new Error("the server started");
    },
    (thrown: unknown) => thrown,
  );
  return startFailure(error, port);
}

describe("startFailure: what the server exits with when it cannot start", () => {
  let site: TestSite | undefined;
  let holder: Server | undefined;
  afterEach(() => {
    site?.remove();
    holder?.close();
  });

  it("a missing build: exit 1, build first", async () => {
    site = createTestSite(["index.html"]);
    expect(await failureOf(startServer(testConfig(site), { log: () => {} }), 3000)).toEqual({
      exitCode: 1,
      message: `No build found in ${site.distDir}/: run \`npm run build\` first.`,
    });
  });

  it("unreadable server settings: exit 1, build again", async () => {
    site = createTestSite();
    rmSync(join(site.distDir, SERVER_SETTINGS_FILE));
    expect(await failureOf(startServer(testConfig(site), { log: () => {} }), 3000)).toEqual({
      exitCode: 1,
      message: `${join(site.distDir, SERVER_SETTINGS_FILE)} is missing or unreadable: run \`npm run build\` again.`,
    });
  });

  it("a test secret on an https site: exit 2, its own line", async () => {
    site = createTestSite();
    const config = testConfig(site, {
      SITE_ORIGIN: "https://www.example.com",
      TURNSTILE_SECRET_KEY: TEST_TURNSTILE_SECRET,
    });
    const failure = await failureOf(startServer(config, { log: () => {} }), 3000);
    expect(failure.exitCode).toBe(2);
    expect(failure.message).toMatch(/^Refusing to start: SITE_ORIGIN is https:\/\/www\.example\.com but /);
  });

  it("a store that cannot be opened: exit 2, its own line", async () => {
    site = createTestSite();
    const file = join(site.root, "not-a-folder");
    writeFileSync(file, "");
    const failure = await failureOf(
      startServer({ ...testConfig(site), dataDir: file }, { log: () => {} }),
      3000,
    );
    expect(failure.exitCode).toBe(2);
    expect(failure.message).toMatch(
      /^The data folder .*not-a-folder \(DATA_DIR\) cannot be created or written/,
    );
  });

  it("a port in use: exit 2, set PORT to a free one", async () => {
    site = createTestSite();
    const busy = createServer();
    holder = busy;
    const port = await new Promise<number>((resolve) => {
      busy.listen(0, "127.0.0.1", () => resolve((busy.address() as { port: number }).port));
    });
    const config = { ...testConfig(site), port };
    expect(await failureOf(startServer(config, { log: () => {} }), port)).toEqual({
      exitCode: 2,
      message: `Port ${port} is already in use: set PORT to a free one.`,
    });
  });

  it("a port it may not use: exit 2, set PORT above 1023", () => {
    const denied = Object.assign(new Error("listen EACCES: permission denied 0.0.0.0:80"), {
      code: "EACCES",
    });
    expect(startFailure(denied, 80)).toEqual({
      exitCode: 2,
      message: "Not allowed to listen on port 80: set PORT to one above 1023.",
    });
  });

  it("anything else: exit 2 with its message", () => {
    expect(startFailure(new Error("something broke"), 3000)).toEqual({
      exitCode: 2,
      message: "something broke",
    });
    expect(startFailure("a thrown string", 3000)).toEqual({ exitCode: 2, message: "a thrown string" });
  });
});
