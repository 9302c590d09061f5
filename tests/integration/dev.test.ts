import { type ChildProcess, spawn } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { type Browser, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { TEST_TURNSTILE_SECRET } from "../../contracts/turnstile-test-keys.ts";
import { type BlogRoot, blogRoot } from "../../scripts/support/blog-root.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../scripts/support/chromium.ts";
import { freePort } from "../../scripts/support/server-process.ts";
import { type SiteverifyStandIn, startSiteverifyStandIn } from "../../scripts/support/siteverify-stand-in.ts";
import { untilAnswering } from "../../scripts/support/until-answering.ts";
import { openSqliteStore } from "../../server/store/sqlite-store.ts";
import { ISLAND, ISLAND_STATE } from "../../site/enhance/attributes.ts";
import { axeViolations } from "../support/axe.ts";
import { repoRoot } from "../support/fixture-root.ts";
import { get, handshake, hmrTokenIn, listeningAddresses } from "../support/http-probe.ts";
import { privatePaths } from "../support/private-paths.ts";

/** The service page an industry's button links to in this test's copy of the content. */
const LINKED_SERVICE = "/services/ai-ml";

/** Written into files the dev server must never serve, to find them in an answer. */
const SECRET = "never-served-7f3a";

/**
 * Files of the project the dev server must not serve (the leads store, git, environment, CI,
 * package.json) and symlinks outside content/ to files outside the project, each holding SECRET
 * (package.json and the store are the project's own; the test looks for their text). A link in
 * content/ is a content problem, so site dev would not start with one: the test that needs it
 * makes it while site dev runs.
 */
function plantForbiddenFiles(root: string, outside: string): void {
  for (const [file, text] of [
    ["data/leads.db-wal", SECRET],
    [".git/config", `[core]\n\t# ${SECRET}\n`],
    [".env", `SECRET=${SECRET}\n`],
    [".github/workflows/ci.yml", `# ${SECRET}\n`],
  ] as const) {
    mkdirSync(join(root, file, ".."), { recursive: true });
    writeFileSync(join(root, file), text);
  }
  writeFileSync(outside, `${SECRET}\n`);
  // Links outside content/, which a pull request can add as easily: to a file outside the project,
  // to the leads store, to a folder outside the project.
  mkdirSync(`${outside}-folder`, { recursive: true });
  writeFileSync(`${outside}-folder/secret.txt`, `${SECRET}\n`);
  symlinkSync(outside, join(root, "site/leak.txt"));
  symlinkSync(join(root, "data/leads.db-wal"), join(root, "site/db.png"));
  symlinkSync(`${outside}-folder`, join(root, "site/linked-folder"));
  // A picture of content/ that runs a script when opened by itself.
  writeFileSync(
    join(root, "content/images/site/scripted.svg"),
    '<svg xmlns="http://www.w3.org/2000/svg"><script>document.documentElement.setAttribute("data-ran","1")</script></svg>\n',
  );
}

function post(url: string, body: unknown): Promise<Response> {
  return fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
}

// `site dev` in a copy of the project: pages from Vite, the two forms through the same routes,
// store and bot-check as production, and the live preview: the open pages follow the content files.
describe("site dev", () => {
  let project: BlogRoot | undefined;
  let standIn: SiteverifyStandIn | undefined;
  let child: ChildProcess | undefined;
  let url = "";
  let output = "";
  let browser: Browser | undefined;
  const editorLaunches = () =>
    join(project?.root ?? "", "..", `${project?.root.split("/").pop()}-editor.log`);
  const dataDir = () => join(project?.root ?? "", "data");
  const edit = (file: string, change: (text: string) => string) => {
    const path = join(project?.root ?? "", file);
    writeFileSync(path, change(readFileSync(path, "utf8")));
  };

  beforeAll(async () => {
    project = blogRoot({ withSite: true });
    // A button to a service's page, so that deleting the service leaves a link to a page that is gone.
    edit("content/industries/finance.yaml", (text) => text.replace("to: /contact", `to: ${LINKED_SERVICE}`));
    standIn = await startSiteverifyStandIn();
    plantForbiddenFiles(project.root, `${project.root}-outside.txt`);
    // Vite's /__open-in-editor runs LAUNCH_EDITOR with the file: this one notes each launch.
    const editor = `${project.root}-editor.sh`;
    writeFileSync(editor, `#!/bin/sh\necho "$1" >> '${editorLaunches()}'\n`);
    chmodSync(editor, 0o755);
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
        LAUNCH_EDITOR: editor,
        HOST: "",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString("utf8");
    });
    child.stderr?.on("data", (chunk: Buffer) => {
      output += chunk.toString("utf8");
    });
    await untilAnswering(`${url}/`, 120_000).catch((error: unknown) => {
      throw new Error(`${String(error)}\n${output}`);
    });
  }, 150_000);

  afterAll(async () => {
    await browser?.close();
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child?.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
    await standIn?.close();
    if (project)
      for (const end of ["-outside.txt", "-outside.txt-folder", "-editor.sh", "-editor.log"])
        rmSync(`${project.root}${end}`, { force: true, recursive: true });
    project?.remove();
  });

  it("serves the pages", async () => {
    const page = await fetch(`${url}/contact`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Get In Touch");
  });

  describe("what it answers", () => {
    it("listens on 127.0.0.1 only", () => {
      const addresses = listeningAddresses(child?.pid ?? 0);
      expect(addresses.length).toBeGreaterThan(0);
      for (const address of addresses) expect(address).toMatch(/^127\.0\.0\.1:\d+$/);
    });

    it("serves none of the project's private files, nothing outside it, and answers a missing /@fs/ file at once", async () => {
      const root = project?.root ?? "";
      const contentLink = join(root, "content/images/site/leak.svg");
      symlinkSync(`${root}-outside.txt`, contentLink);
      onTestFinished(() => rmSync(contentLink, { force: true }));
      for (const path of [
        ...privatePaths(root),
        "/content/images/site/leak.svg?import",
        `/@fs${root}/data/leads.db`,
        `/@fs${root}/site/leak.txt?raw`,
        "/site/db.png",
        "/site/db.png?raw",
        "/site/linked-folder/secret.txt",
        "/site/linked-folder/secret.txt?raw",
      ]) {
        const answer = await get(`${url}${path}`);
        expect(answer.status, path).toBeGreaterThanOrEqual(400);
        for (const secret of [SECRET, "root:x:0:0", "SQLite format", '"devDependencies"'])
          expect(answer.body, path).not.toContain(secret);
      }
      expect((await get(`${url}/@fs/nowhere/missing.js`, {}, 5_000)).status).toBeGreaterThanOrEqual(400);
      // A picture of content/ itself is still served.
      expect((await get(`${url}/content/images/site/logo.svg`)).status).toBe(200);
    });

    it("serves a file of content/ opened by itself sandboxed, however its address is spelt", async () => {
      const root = project?.root ?? "";
      for (const path of [
        "/content/images/site/scripted.svg",
        "/content/images/site/scripted%2esvg",
        "/content/images/site/scripted.sv%67",
        `/@fs${root}/content/images/site/scripted%2esvg`,
      ]) {
        const answer = await get(`${url}${path}`);
        expect(answer.status, path).toBe(200);
        expect(answer.headers["content-security-policy"], path).toMatch(/\bsandbox\b/);
      }
      browser ??= await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
      const page = await browser.newPage();
      await page.goto(`${url}/content/images/site/scripted%2esvg`);
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => document.documentElement.getAttribute("data-ran"))).toBeNull();
      await page.close();
    });

    it("sends no Access-Control-Allow-Origin to another origin", async () => {
      for (const origin of ["http://localhost:9", "http://127.0.0.1:9", "http://evil.example"])
        for (const path of ["/", "/@vite/client", "/site/+client.ts", "/contact"]) {
          const answer = await get(`${url}${path}`, { Origin: origin });
          expect(answer.headers["access-control-allow-origin"], `${path} from ${origin}`).toBeUndefined();
        }
    });

    it("opens the editor only for its own pages", async () => {
      const launched = () => (existsSync(editorLaunches()) ? readFileSync(editorLaunches(), "utf8") : "");
      for (const headers of <Record<string, string>[]>[
        { "Sec-Fetch-Site": "cross-site" },
        { "Sec-Fetch-Site": "same-site", Origin: "http://127.0.0.1:9" },
        {},
      ]) {
        const answer = await get(`${url}/__open-in-editor?file=/etc/hostname`, headers);
        expect(answer.status, JSON.stringify(headers)).toBe(403);
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(launched()).toBe("");
      const own = await get(`${url}/__open-in-editor?file=vite.config.ts`, {
        "Sec-Fetch-Site": "same-origin",
      });
      expect(own.status).toBe(200);
      await expect.poll(launched, { timeout: 5_000 }).toContain("vite.config.ts");
    });

    it("opens the HMR socket only with Vite's token", async () => {
      const token = hmrTokenIn((await get(`${url}/@vite/client`)).body);
      expect(token).not.toBe("");
      const socket = url.replace("localhost", "127.0.0.1");
      expect(await handshake(`${socket}/`)).not.toBe(101);
      expect(await handshake(`${socket}/`, { Origin: socket })).not.toBe(101);
      expect(await handshake(`${socket}/?token=wrong`, { Origin: socket })).not.toBe(101);
      expect(await handshake(`${socket}/?token=${token}`, { Origin: socket })).toBe(101);
      expect(await handshake(`${socket}/?token=${token}`)).toBe(101);
    });
  });

  it("warns that HOST=0.0.0.0 exposes the project to the network", async () => {
    const exposed = spawn(process.execPath, [join(repoRoot, "bin/site.js"), "dev"], {
      cwd: project?.root,
      env: {
        ...process.env,
        SITE_ROOT: project?.root,
        PORT: String(await freePort()),
        HOST: "0.0.0.0",
        DATA_DIR: "",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let said = "";
    const collect = (chunk: Buffer) => {
      said += chunk.toString("utf8");
    };
    exposed.stdout?.on("data", collect);
    exposed.stderr?.on("data", collect);
    try {
      await expect
        .poll(() => said, { timeout: 30_000 })
        .toContain("HOST=0.0.0.0 exposes the dev server to the network");
    } finally {
      const exited = new Promise((resolve) => exposed.once("exit", resolve));
      exposed.kill("SIGTERM");
      await exited;
    }
  }, 40_000);

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

  /** Opens `path` in the browser once the page has started its behaviours (and Vite is done optimising). */
  async function open(path: string): Promise<Page> {
    browser ??= await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    // Room for a busy machine (the whole suite runs beside it): a broken update still never shows.
    context.setDefaultTimeout(50_000);
    const page = await context.newPage();
    await page.goto(`${url}${path}`);
    await page.waitForSelector("html[data-enhanced]");
    // The live preview asks for the content's problems when it starts: its answer means it listens.
    await page.waitForFunction(() => document.querySelector('meta[name="site-live-preview-page"]') !== null);
    await page.waitForTimeout(500);
    return page;
  }

  it("hydrates the islands with Preact, as the browser build does, and loads none of React's modules", async () => {
    const page = await open("/projects?industry=E-commerce");
    await page.waitForFunction(
      ([island, state]) =>
        document.querySelector(`[${island}="projectFilters"]`)?.getAttribute(state) === "hydrated",
      [ISLAND, ISLAND_STATE] as const,
    );
    const dependencies = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => path.includes("/.vite/deps/"))
        .map((path) => path.slice(path.lastIndexOf("/") + 1)),
    );
    expect(dependencies).toContain("preact_compat.js");
    expect(dependencies.filter((name) => /^react[-_.]/.test(name))).toEqual([]);
    await page.context().close();
  }, 60_000);

  const panel = (page: Page) =>
    page.evaluate(
      () =>
        document.querySelector("[data-live-preview]")?.shadowRoot?.querySelector("section")?.textContent ??
        null,
    );

  describe("live preview", { timeout: 120_000 }, () => {
    it("shows a saved page file on the open page in place: no reload, the scroll position kept, other pages untouched", async () => {
      const about = await open("/about");
      const other = await open("/services/cloud-migration");
      await about.evaluate(() => {
        Object.assign(window, { keptAcrossUpdates: "yes" });
        window.scrollTo(0, 700);
      });
      await other.evaluate(() => {
        Object.assign(window, { keptAcrossUpdates: "yes", mutations: 0 });
        new MutationObserver((records) => {
          Object.assign(window, {
            mutations: (window as unknown as { mutations: number }).mutations + records.length,
          });
        }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
      });
      const scrolled = await about.evaluate(() => window.scrollY);
      edit("content/pages/about.yaml", (text) =>
        text.replace("  title: Our Story", "  title: Our Story, Told Live"),
      );
      await about.waitForFunction(() => (document.body.textContent ?? "").includes("Our Story, Told Live"));
      expect(
        await about.evaluate(() => (window as unknown as { keptAcrossUpdates?: string }).keptAcrossUpdates),
      ).toBe("yes");
      expect(await about.evaluate(() => window.scrollY)).toBe(scrolled);
      await other.waitForTimeout(500);
      expect(
        await other.evaluate(() => (window as unknown as { keptAcrossUpdates?: string }).keptAcrossUpdates),
      ).toBe("yes");
      expect(await other.evaluate(() => (window as unknown as { mutations: number }).mutations)).toBe(0);
      await other.close();
      await about.close();
    });

    it("lists a content problem at its file and line while it lasts, hides the list on Escape, and takes it away once fixed", async () => {
      const page = await open("/about");
      edit("content/pages/about.yaml", (text) => text.replace(/^title: .*$/m, "title: [1, 2]"));
      await page.waitForFunction(() => document.querySelector("[data-live-preview]") !== null);
      const shown = await panel(page);
      expect(shown).toContain("content/pages/about.yaml:1:8");
      expect(shown).toContain("expected string, got a list  ($.title)");
      expect(await axeViolations(page, { include: "[data-live-preview]" })).toBe("");
      // On a phone the list stays on the screen, readable, and widens nothing.
      await page.setViewportSize({ width: 360, height: 640 });
      const placed = await page.evaluate(() => {
        const list = document.querySelector("[data-live-preview]")?.shadowRoot?.querySelector("section");
        const box = list?.getBoundingClientRect();
        return {
          inside: box !== undefined && box.left >= 0 && box.right <= innerWidth && box.bottom <= innerHeight,
          widened: document.documentElement.scrollWidth > innerWidth,
        };
      });
      expect(placed).toEqual({ inside: true, widened: false });
      expect(await axeViolations(page, { include: "[data-live-preview]" })).toBe("");
      await page.keyboard.press("Escape");
      expect(await panel(page)).toBeNull();
      // Saved again, still wrong: the list is back.
      edit("content/pages/about.yaml", (text) => text.replace(/^title: .*$/m, "title: [3]"));
      await page.waitForFunction(() => document.querySelector("[data-live-preview]") !== null);
      edit("content/pages/about.yaml", (text) => text.replace(/^title: .*$/m, "title: About Us, Fixed"));
      await page.waitForFunction(() => document.querySelector("[data-live-preview]") === null);
      await page.waitForFunction(() => document.title.startsWith("About Us, Fixed"));
      await page.close();
    });

    it("adds a new entry to its listing and drops a deleted one", async () => {
      const page = await open("/about");
      const member = readFileSync(join(project?.root ?? "", "content/team/olivia-hart.yaml"), "utf8");
      writeFileSync(
        join(project?.root ?? "", "content/team/nina-patel.yaml"),
        member.replace(/^slug: .*$/m, "slug: nina-patel").replace(/^name: .*$/m, "name: Nina Patel"),
      );
      await page.waitForFunction(() => (document.body.textContent ?? "").includes("Nina Patel"));
      rmSync(join(project?.root ?? "", "content/team/nina-patel.yaml"));
      await page.waitForFunction(() => !(document.body.textContent ?? "").includes("Nina Patel"));
      await page.close();
    });

    it("shows a problem on the page that linked a deleted entry", async () => {
      const page = await open("/industries/finance");
      rmSync(join(project?.root ?? "", `content${LINKED_SERVICE}.yaml`));
      await page.waitForFunction(() => document.querySelector("[data-live-preview]") !== null);
      expect(await panel(page)).toMatch(/content\/industries\/finance\.yaml:\d+:\d+/);
      expect(await panel(page)).toContain(LINKED_SERVICE);
      // Back again: the problem goes, and the later tests start from valid content.
      writeFileSync(
        join(project?.root ?? "", `content${LINKED_SERVICE}.yaml`),
        readFileSync(join(repoRoot, `content${LINKED_SERVICE}.yaml`)),
      );
      await page.waitForFunction(() => document.querySelector("[data-live-preview]") === null);
      await page.close();
    });

    it("shows a draft, on its listing and as its page marked Draft and not to be indexed", async () => {
      const listing = await open("/blog");
      expect((await fetch(`${url}/blog/tag/mobile`)).status).toBe(200);
      const before = output.length;
      const post = readFileSync(join(project?.root ?? "", "content/blog/newest-post.md"), "utf8");
      writeFileSync(
        join(project?.root ?? "", "content/blog/draft-post.md"),
        post
          .replace(/^slug: .*$/m, "slug: draft-post\ndraft: true")
          .replace(/^title: .*$/m, "title: A Draft Seen Only In Development")
          .replace(
            /^summary: .*$/m,
            "summary: A post that site dev shows marked as a draft and site build leaves out.",
          ),
      );
      await listing.waitForFunction(() =>
        (document.body.textContent ?? "").includes("A Draft Seen Only In Development"),
      );
      // The listing's +route, which Vike loads with its config, reads only the listing hrefs, which a
      // new post under existing tags leaves as they were: Vike's config is not loaded again (two loads
      // at once, one per changed module, once broke every later page).
      expect(output.slice(before)).not.toContain("[vike][config]");
      const card = (title: string) => listing.locator("li", { hasText: title });
      expect(await card("A Draft Seen Only In Development").getByText("Draft", { exact: true }).count()).toBe(
        1,
      );
      expect(await card("What We Learned Shipping").getByText("Draft", { exact: true }).count()).toBe(0);
      await listing.close();
      const page = await open("/blog/draft-post");
      expect(await page.getByRole("note").textContent()).toBe("Draft: not on the published site");
      expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
      const published = await open("/blog/newest-post");
      expect(await published.getByRole("note").count()).toBe(0);
      expect(await published.locator('meta[name="robots"]').count()).toBe(0);
      rmSync(join(project?.root ?? "", "content/blog/draft-post.md"));
      await published.close();
      await page.close();
    });

    it("renders a changed Markdown body again, in place on the job's page and with no reload of another", async () => {
      const page = await open("/careers/ui-ux-designer");
      const other = await open("/about");
      for (const open of [page, other]) await open.evaluate(() => Object.assign(window, { kept: "yes" }));
      edit(
        "content/jobs/ui-ux-designer.md",
        (text) => `${text}\nWe also run a **design critique** every Friday.\n`,
      );
      await page.waitForFunction(() =>
        [...document.querySelectorAll("main strong")].some((node) => node.textContent === "design critique"),
      );
      await other.waitForTimeout(500);
      for (const open of [page, other])
        expect(await open.evaluate(() => (window as unknown as { kept?: string }).kept)).toBe("yes");
      await other.close();
      await page.close();
    });

    // Each of these saves changes whether the blog has posts and which tags have a listing: nothing
    // Vike loads with its config reads either, so Vike does not load its config again (it did, once
    // per changed module, and two loads at once broke every later page), and every page renders.
    it("goes from the last post deleted to the first post written, its tag's listing included, with no config load", async () => {
      const blog = join(project?.root ?? "", "content/blog");
      const first = readFileSync(join(blog, "newest-post.md"), "utf8")
        .replace(/^slug: .*$/m, "slug: first-post")
        .replace(/^title: .*$/m, "title: Our First Post, Written Live")
        .replace(/^tags: .*$/m, "tags: [Field Notes]");
      const listing = await open("/blog");
      expect((await fetch(`${url}/blog/tag/mobile`)).status).toBe(200);
      const before = output.length;
      for (const name of ["newest-post.md", "older-post.md", "alpha-middle.md"]) rmSync(join(blog, name));
      await listing.waitForFunction(() => (document.body.textContent ?? "").includes("Coming Soon"), null, {
        polling: 100,
      });
      expect((await fetch(`${url}/blog/tag/mobile`)).status).toBe(404);
      writeFileSync(join(blog, "first-post.md"), first);
      await listing.waitForFunction(
        () => (document.body.textContent ?? "").includes("Our First Post, Written Live"),
        null,
        { polling: 100 },
      );
      await listing.close();
      for (const [path, text] of [
        ["/blog/first-post", "Our First Post, Written Live"],
        ["/blog/tag/field-notes", "Our First Post, Written Live"],
        ["/careers/ui-ux-designer", "UI/UX Designer"],
      ] as const) {
        const page = await open(path);
        expect(await page.locator("main").textContent(), path).toContain(text);
        await page.close();
      }
      // Vite's watcher may tell Vike of the generated files a while after the page showed them.
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      expect(output.slice(before)).not.toContain("[vike][config]");
    });
  });
});
