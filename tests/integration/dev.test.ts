import { type ChildProcess, spawn } from "node:child_process";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_TURNSTILE_SECRET } from "../../contracts/turnstile-test-keys.ts";
import { type BlogRoot, blogRoot } from "../../scripts/support/blog-root.ts";
import { freePort } from "../../scripts/support/server-process.ts";
import { type SiteverifyStandIn, startSiteverifyStandIn } from "../../scripts/support/siteverify-stand-in.ts";
import { openSqliteStore } from "../../server/store/sqlite-store.ts";
import { repoRoot } from "../support/fixture-root.ts";

/** Polls until the dev server answers (its first start runs the pipeline and Vite's optimiser). */
async function answering(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`site dev did not answer at ${url}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

function post(url: string, body: unknown): Promise<Response> {
  return fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
}

// `site dev` in a copy of the project: pages from Vite, and the two forms through the same routes,
// store and bot-check as production, so the forms can be tried while developing.
describe("site dev", () => {
  let project: BlogRoot | undefined;
  let standIn: SiteverifyStandIn | undefined;
  let child: ChildProcess | undefined;
  let url = "";
  let output = "";
  const dataDir = () => join(project?.root ?? "", "data");

  beforeAll(async () => {
    project = blogRoot({ withSite: true });
    standIn = await startSiteverifyStandIn();
    const port = await freePort();
    url = `http://localhost:${port}`;
    child = spawn(process.execPath, [join(repoRoot, "bin/site.js"), "dev"], {
      cwd: project.root,
      env: {
        ...process.env,
        SITE_ROOT: project.root,
        PORT: String(port),
        DATA_DIR: "",
        DATABASE_URL: "",
        // Unset, as on a fresh clone: the sample content's test site key pairs with the test secret.
        TURNSTILE_SECRET_KEY: "",
        TURNSTILE_VERIFY_URL: standIn.url,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString("utf8");
    });
    child.stderr?.on("data", (chunk: Buffer) => {
      output += chunk.toString("utf8");
    });
    await answering(`${url}/`, 120_000).catch((error: unknown) => {
      throw new Error(`${String(error)}\n${output}`);
    });
  }, 150_000);

  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child?.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
    await standIn?.close();
    project?.remove();
  });

  it("serves the pages", async () => {
    const page = await fetch(`${url}/contact`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Get In Touch");
  });

  it("keeps a newsletter sign-up in the project's data folder and refuses a bad address", async () => {
    const signUp = await post(`${url}/api/newsletter`, { email: "dev@example.org" });
    expect(await signUp.json()).toEqual({
      success: true,
      message: "Thank you for signing up! Please confirm your address from the e-mail we just sent you.",
      kind: "success",
    });
    const bad = await post(`${url}/api/newsletter`, { email: "not an address" });
    expect(bad.status).toBe(400);
    const store = openSqliteStore(dataDir(), { readonly: true });
    try {
      expect((await store.listSubscriptions()).map((row) => row.email)).toEqual(["dev@example.org"]);
    } finally {
      await store.close();
    }
  });

  it("verifies the enquiry's token with siteverify (the test secret: no secret is set, the site key is Cloudflare's test key) and keeps the enquiry", async () => {
    const answer = await post(`${url}/api/contact`, {
      firstName: "Dev",
      lastName: "Tester",
      email: "dev@example.org",
      description: "Trying the form in development.",
      turnstileToken: "dev-token-1",
    });
    expect(answer.status).toBe(200);
    expect(standIn?.calls.map(({ secret, response }) => ({ secret, response }))).toEqual([
      { secret: TEST_TURNSTILE_SECRET, response: "dev-token-1" },
    ]);
    const store = openSqliteStore(dataDir(), { readonly: true });
    try {
      expect((await store.listEnquiries()).map((row) => row.description)).toEqual([
        "Trying the form in development.",
      ]);
    } finally {
      await store.close();
    }
  });
});
