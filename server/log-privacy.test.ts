import { afterEach, describe, expect, it } from "vitest";
import { type ServerProcess, startServerProcess, stopProcess } from "../scripts/support/server-process.ts";
import { createTestSite, testSiteEnv } from "../scripts/support/test-site.ts";
import { startTestSmtp } from "../tests/support/server/test-smtp.ts";
import { hashAddresses, withoutAddresses } from "./log-privacy.ts";

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe("withoutAddresses", () => {
  it("replaces every address at any depth by a hash, the same for one address in any case", () => {
    const line = withoutAddresses({
      event: "mail-failed",
      error: "550 5.1.1 <Ann.Lee+news@Example.com>: Recipient address rejected; cc bob@example.org",
      nested: { list: ["ann.lee+news@example.com", 42, null], ok: true },
    });
    const [first, second] = line.error.match(/<address [0-9a-f]{12}>/g) ?? [];
    expect(line.error).toBe(`550 5.1.1 <${first}>: Recipient address rejected; cc ${second}`);
    expect(first).not.toBe(second);
    expect(line.nested).toEqual({ list: [first, 42, null], ok: true });
    expect(JSON.stringify(line)).not.toMatch(/ann|bob|example/i);
  });

  it("leaves text without an address as it is", () => {
    expect(hashAddresses("connect ECONNREFUSED 127.0.0.1:25, user@ nothing")).toBe(
      "connect ECONNREFUSED 127.0.0.1:25, user@ nothing",
    );
  });
});

describe("the server's log", () => {
  it("holds no address of a subscriber, also where the SMTP server's refusal names it", async () => {
    const smtp = await startTestSmtp();
    smtp.refuse = "rcpt";
    const site = createTestSite();
    cleanups.push(
      () => smtp.close(),
      () => site.remove(),
    );
    const server: ServerProcess = await startServerProcess({ ...testSiteEnv(site), SMTP_URL: smtp.url });
    cleanups.push(() => stopProcess(server.child));
    let output = "";
    server.child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString("utf8");
    });
    server.child.stderr?.on("data", (chunk: Buffer) => {
      output += chunk.toString("utf8");
    });

    const response = await fetch(`${server.url}/api/newsletter`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: "Private.Person@example.org" }),
    });
    expect(response.status).toBe(200);
    const deadline = Date.now() + 20_000;
    while (!output.includes('"event":"mail-failed"') && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const failed = output.split("\n").find((line) => line.includes('"event":"mail-failed"'));
    expect(smtp.refusedCount).toBeGreaterThanOrEqual(1);
    expect(failed).toMatch(/<address [0-9a-f]{12}>/);
    expect(output.toLowerCase()).not.toContain("private.person");
  });
});
