import { execFileSync, spawnSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Browser, chromium, type Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../scripts/support/chromium.ts";
import {
  type StudioProcess,
  startStudioProcess,
  studioProject,
} from "../../scripts/support/studio-process.ts";
import { axeViolations } from "../support/axe.ts";
import { repoRoot } from "../support/fixture-root.ts";
import { get, handshake, hmrTokenIn, listeningAddresses } from "../support/http-probe.ts";
import { privatePaths } from "../support/private-paths.ts";

/** The status of a GET to the studio with exactly these headers (node:http, which lets a test set Host). */
function statusOf(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const sent = request(url, { headers }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    sent.on("error", reject);
    sent.end();
  });
}

/** Written into files neither of the studio's origins may serve, to find them in an answer. */
const SECRET = "never-served-7f3a";

/**
 * Before the studio starts (Vite restarts when an .env file appears), and committed (the Changes
 * view lists nothing of them): files of the project the preview must not serve, a symlink in
 * site/ to a file outside the project (one in content/ is a content problem that would stop the
 * engine's first run: the test that needs it makes it), and an SVG whose script, run with the studio's
 * cookie on the studio's origin, would create an entry.
 */
function plantHostileFiles(root: string): void {
  for (const [file, text] of [
    ["data/leads.db-wal", SECRET],
    [".env", `SECRET=${SECRET}\n`],
    [".github/workflows/ci.yml", `# ${SECRET}\n`],
    [
      "content/images/site/evil.svg",
      `<svg xmlns="http://www.w3.org/2000/svg"><script>fetch("/_studio/api/entries", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ collection: "services", id: "from-preview" }) }); document.documentElement.setAttribute("data-ran", "yes");</script></svg>`,
    ],
  ] as const) {
    mkdirSync(join(root, file, ".."), { recursive: true });
    writeFileSync(join(root, file), text);
  }
  writeFileSync(`${root}-outside.txt`, `${SECRET}\n`);
  symlinkSync(`${root}-outside.txt`, join(root, "site/leak.txt"));
}

// `site studio` over a copy of the project that is a git repository: the forms, the live preview,
// saving, entries and git, driven in Chromium as a maintainer would.
describe("site studio", { timeout: 90_000 }, () => {
  let studio: StudioProcess;
  let browser: Browser;
  const read = (file: string) => readFileSync(join(studio.project.root, file), "utf8");

  beforeAll(async () => {
    const project = studioProject();
    plantHostileFiles(project.root);
    project.git("add", "--all");
    project.git("commit", "--quiet", "--message", "Hostile files");
    studio = await startStudioProcess(project);
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    // Vite optimises the site's dependencies on the first page it serves: done once here.
    const page = await browser.newPage();
    await page.goto(studio.url);
    await page.goto(studio.previewUrl("/services/ai-ml"));
    await page.waitForSelector("html[data-enhanced]", { timeout: 90_000 });
    await page.close();
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await studio?.stop();
    studio?.project.remove();
    rmSync(`${studio?.project.root}-outside.txt`, { force: true });
  });

  /** The studio at `hash` in a fresh browser context (its own storage), after the token's first visit. */
  async function open(hash: string, width = 1280): Promise<Page> {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${studio.url}${hash}`);
    return page;
  }

  async function openEntry(file: string, width?: number): Promise<Page> {
    const page = await open(`#/edit/${file}`, width);
    await page.getByRole("button", { name: "Save", exact: true }).waitFor();
    return page;
  }

  const field = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true }).first();
  /** A field's value, or "" while the form is not there (between two entries). */
  const fieldValue = (page: Page, name: string) =>
    field(page, name)
      .inputValue()
      .catch(() => "");

  it("refuses a request without the token, from a foreign Origin or for a foreign Host with 403", async () => {
    const api = `${studio.origin}/_studio/api/tree`;
    expect(await statusOf(api, {})).toBe(403);
    expect(await statusOf(`${studio.origin}/services/ai-ml`, {})).toBe(403);
    expect(await statusOf(api, { "X-Studio-Token": "wrong" })).toBe(403);
    expect(await statusOf(api, { "X-Studio-Token": studio.token })).toBe(200);
    expect(await statusOf(api, { "X-Studio-Token": studio.token, Origin: "http://evil.example" })).toBe(403);
    expect(await statusOf(api, { "X-Studio-Token": studio.token, Host: `evil.example:${studio.port}` })).toBe(
      403,
    );
    const post = await fetch(`${studio.origin}/_studio/api/entries`, {
      method: "POST",
      headers: {
        "X-Studio-Token": studio.token,
        Origin: "http://evil.example",
        "Content-Type": "application/json",
      },
      body: JSON.stringify({ collection: "services", id: "planted" }),
    });
    expect(post.status).toBe(403);
    expect(existsSync(join(studio.project.root, "content/services/planted.yaml"))).toBe(false);
  });

  describe("two origins: the studio's, and the preview's without its rights", () => {
    const planted = () => join(studio.project.root, "content/services/from-preview.yaml");
    it("listens on 127.0.0.1 only", () => {
      const addresses = listeningAddresses(studio.pid);
      expect(addresses.length).toBeGreaterThan(1);
      for (const address of addresses) expect(address).toMatch(/^127\.0\.0\.1:\d+$/);
    });

    it("serves on the studio's origin its page, assets and API only, with a strict policy, and takes no WebSocket", async () => {
      const withToken = { "X-Studio-Token": studio.token };
      for (const path of [
        "/services/ai-ml",
        "/content/images/site/evil.svg",
        "/@vite/client",
        "/@fs/etc/passwd",
      ])
        expect((await get(`${studio.origin}${path}`, withToken)).status, path).toBe(404);
      expect((await get(`${studio.origin}/@fs/nowhere/missing.js`, withToken, 5_000)).status).toBe(404);
      expect(await handshake(`${studio.origin}/`, { ...withToken, Origin: studio.origin })).toBe(403);
      expect(await handshake(`${studio.origin}/`, withToken)).toBe(403);

      const page = await get(`${studio.origin}/_studio/`, withToken);
      expect(page.status).toBe(200);
      const policy = String(page.headers["content-security-policy"]);
      for (const directive of [
        "default-src 'self'",
        "script-src 'self'",
        `frame-src ${studio.preview.origin}`,
        "frame-ancestors 'none'",
        "object-src 'none'",
        "base-uri 'none'",
        "form-action 'self'",
      ])
        expect(policy).toContain(directive);
      // Its forms' validators are compiled by the server: the page evaluates no string as code.
      expect(policy.split("; ")).toContain("script-src 'self'");
      expect(policy).not.toContain("unsafe-eval");
      expect(page.headers["referrer-policy"]).toBe("no-referrer");
      expect(page.headers["x-content-type-options"]).toBe("nosniff");
      // The start link's token leaves the address at once, into the cookie.
      const first = await get(studio.url);
      expect(first.status).toBe(303);
      expect(first.headers.location).toBe("/_studio/");
      expect(String(first.headers["set-cookie"])).toContain("HttpOnly; SameSite=Strict");
    });

    it("opens the forms of several collections and flags an emptied required field without evaluating a string as code", async () => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const refused: string[] = [];
      // Injected by the browser's debugging protocol, which the page's policy does not cover.
      await context.addInitScript(() =>
        document.addEventListener("securitypolicyviolation", (event) =>
          console.error(`securitypolicyviolation: ${event.violatedDirective} ${event.blockedURI}`),
        ),
      );
      const page = await context.newPage();
      page.on("console", (message) => {
        if (/securitypolicyviolation|Refused to evaluate|Content Security Policy/.test(message.text()))
          refused.push(message.text());
      });
      page.on("pageerror", (error) => refused.push(String(error)));
      await page.goto(studio.url);
      for (const [file, required] of [
        ["content/projects/auckland-rescue.yaml", "title"],
        ["content/pages/home.yaml", undefined],
        ["content/services/ai-ml.yaml", "title"],
        ["content/case-studies/healthcare-management-system.md", undefined],
        ["content/team/daniel-okafor.yaml", undefined],
        ["content/industries/finance.yaml", "title"],
      ] as const) {
        await page.goto(`${studio.origin}/_studio/#/edit/${file}`);
        await page.getByRole("button", { name: "Save", exact: true }).waitFor();
        await page.locator("form input").first().waitFor();
        if (!required) continue;
        const input = field(page, required);
        await input.fill("");
        const described = () =>
          input.evaluate((element) =>
            (element.getAttribute("aria-describedby") ?? "")
              .split(" ")
              .map((id) => document.getElementById(id)?.textContent ?? "")
              .join(" "),
          );
        await expect.poll(described, { timeout: 10_000 }).toContain(`missing required field '${required}'`);
        await page.getByRole("button", { name: "Discard edits" }).click();
        await expect.poll(() => input.inputValue(), { timeout: 10_000 }).not.toBe("");
      }
      await page.waitForTimeout(300);
      expect(refused).toEqual([]);
      await context.close();
    });

    it("guards the preview's origin with its own credential, and serves there no private file", async () => {
      const preview = studio.preview.origin;
      const contentLink = join(studio.project.root, "content/images/site/leak.svg");
      symlinkSync(`${studio.project.root}-outside.txt`, contentLink);
      onTestFinished(() => rmSync(contentLink, { force: true }));
      expect(preview).not.toBe(studio.origin);
      expect(studio.preview.token).not.toBe(studio.token);
      expect((await get(`${preview}/services/ai-ml`)).status).toBe(403);
      expect(
        (await get(`${preview}/services/ai-ml`, { Cookie: `studio-token-${studio.port}=${studio.token}` }))
          .status,
      ).toBe(403);
      const first = await get(studio.previewUrl("/services/ai-ml"));
      expect(first.status).toBe(303);
      expect(first.headers.location).toBe("/services/ai-ml");
      const cookie = String(first.headers["set-cookie"]).split(";")[0] ?? "";
      expect(cookie).toMatch(/^studio-preview-\d+=/);
      expect((await get(`${preview}/services/ai-ml`, { Cookie: cookie })).status).toBe(200);
      const port = new URL(preview).port;
      expect(
        (await get(`${preview}/services/ai-ml`, { Cookie: cookie, Host: `evil.example:${port}` })).status,
      ).toBe(403);

      for (const path of privatePaths(studio.project.root)) {
        const answer = await get(`${preview}${path}`, { Cookie: cookie });
        expect(answer.status, path).toBeGreaterThanOrEqual(400);
        for (const secret of [SECRET, "root:x:0:0", "[core]", "SQLite format", '"devDependencies"'])
          expect(answer.body, path).not.toContain(secret);
      }
      expect(
        (await get(`${preview}/@fs/nowhere/missing.js`, { Cookie: cookie }, 5_000)).status,
      ).toBeGreaterThanOrEqual(400);
      for (const origin of ["http://evil.example", studio.origin])
        for (const path of ["/services/ai-ml", "/@vite/client"]) {
          const answer = await get(`${preview}${path}`, { Cookie: cookie, Origin: origin });
          expect(answer.headers["access-control-allow-origin"], `${path} from ${origin}`).toBeUndefined();
        }
      const editor = await get(`${preview}/__open-in-editor?file=/etc/hostname`, {
        Cookie: cookie,
        "Sec-Fetch-Site": "same-site",
      });
      expect(editor.status).toBe(403);

      const token = hmrTokenIn((await get(`${preview}/@vite/client`, { Cookie: cookie })).body);
      expect(token).not.toBe("");
      expect(await handshake(`${preview}/`, { Cookie: cookie, Origin: preview })).not.toBe(101);
      expect(await handshake(`${preview}/`, { Cookie: cookie })).not.toBe(101);
      expect(await handshake(`${preview}/?token=${token}`, { Origin: preview })).not.toBe(101);
      expect(await handshake(`${preview}/?token=${token}`, { Cookie: cookie, Origin: preview })).toBe(101);
    });

    it("keeps a script in the previewed page from the studio's token, its API and its page", async () => {
      const blocked: string[] = [];
      const page = await openEntry("content/case-studies/healthcare-management-system.md");
      page.on("console", (message) => {
        if (message.text().includes("Content Security Policy")) blocked.push(message.text());
      });
      await page.frameLocator('iframe[title="Preview"]').locator("html[data-enhanced]").waitFor();
      const frame = await (await page.locator('iframe[title="Preview"]').elementHandle())?.contentFrame();
      if (!frame) throw new Error("no preview frame");
      const tried = await frame.evaluate(async (studioOrigin) => {
        const attempt = async (what: () => unknown): Promise<string> => {
          try {
            return String(await what());
          } catch (error) {
            return `refused: ${String(error)}`;
          }
        };
        const text = async (answer: Promise<Response>) =>
          `${(await answer).status} ${await (await answer).text()}`;
        return {
          href: await attempt(() => parent.location.href),
          parentDocument: await attempt(() => parent.document.documentElement.outerHTML),
          tree: await attempt(() => text(fetch("/_studio/api/tree"))),
          studioTree: await attempt(() =>
            text(fetch(`${studioOrigin}/_studio/api/tree`, { credentials: "include" })),
          ),
          create: await attempt(() =>
            text(
              fetch(`${studioOrigin}/_studio/api/entries`, {
                method: "POST",
                credentials: "include",
                headers: { "Content-Type": "application/json" },
                body: JSON.stringify({ collection: "services", id: "from-preview" }),
              }),
            ),
          ),
          cookie: document.cookie,
          forged: await attempt(() => {
            window.top?.postMessage({ type: "preview:path", path: "//evil.example/" }, "*");
            window.top?.postMessage({ type: "preview:path", path: "javascript:alert(1)" }, "*");
            return "sent";
          }),
        };
      }, studio.origin);
      for (const [name, value] of Object.entries(tried)) expect(value, name).not.toContain(studio.token);
      expect(page.url()).not.toContain("token=");
      expect(tried.href).toMatch(/^refused/);
      expect(tried.parentDocument).toMatch(/^refused/);
      expect(tried.tree).not.toContain("content/services/ai-ml.yaml");
      expect(tried.studioTree).not.toContain("content/services/ai-ml.yaml");
      expect(existsSync(planted())).toBe(false);
      await page.waitForTimeout(300);
      expect(page.url()).toBe(
        `${studio.origin}/_studio/#/edit/content/case-studies/healthcare-management-system.md`,
      );
      const link = await page.getByRole("link", { name: "Open in a new tab" }).getAttribute("href");
      expect(new URL(link ?? "").origin).toBe(studio.preview.origin);
      expect(blocked).toEqual([]);

      // Cookies ignore ports: the preview can set cookies of the studio's name, sent before its own.
      await frame.evaluate((port) => {
        // biome-ignore lint/suspicious/noDocumentCookie: the cookie tossing this test tries
        document.cookie = `studio-token-${port}=x; path=/_studio/api; max-age=3600`;
        // biome-ignore lint/suspicious/noDocumentCookie: the cookie tossing this test tries
        document.cookie = `studio-token-${port}=x; path=/_studio/; max-age=3600`;
      }, new URL(studio.origin).port);
      expect(await page.evaluate(() => fetch("/_studio/api/tree").then((answer) => answer.status))).toBe(200);
    });

    it("never runs an SVG of the content with the studio's rights", async () => {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(studio.url);
      const onStudio = await page.goto(`${studio.origin}/content/images/site/evil.svg`);
      expect(onStudio?.status()).toBe(404);
      const onPreview = await page.goto(studio.previewUrl("/content/images/site/evil.svg"));
      expect(onPreview?.headers()["content-security-policy"]).toContain("sandbox");
      await page.waitForTimeout(500);
      expect(await page.evaluate(() => document.documentElement.getAttribute("data-ran"))).toBeNull();
      expect(existsSync(planted())).toBe(false);
      await context.close();
    });
  });

  it("lists every page file and every collection's entries in the Content sidebar, searchable", async () => {
    const page = await open("");
    const nav = page.getByRole("navigation", { name: "Content" });
    await nav.getByRole("link", { name: /AI & Machine Learning/ }).waitFor();
    const links = await nav.getByRole("link").allTextContents();
    for (const file of ["pages/home.yaml", "pages/about.yaml", "site.yaml", "tech-logos.yaml"])
      expect(links.some((text) => text.includes(file))).toBe(true);
    for (const id of ["ai-ml", "finance", "better-that", "academic-management-system", "ui-ux-designer"])
      expect(links.some((text) => text.endsWith(id))).toBe(true);
    await nav.getByRole("searchbox", { name: "Search content" }).fill("ai-ml");
    await expect.poll(() => nav.getByRole("link").count(), { timeout: 10_000 }).toBe(1);
    expect(await axeViolations(page)).toBe("");
  });

  it("previews a changed service title before saving, then saves exactly one changed line that validates", async () => {
    const page = await openEntry("content/services/ai-ml.yaml");
    const preview = page.frameLocator('iframe[title="Preview"]');
    await preview.locator("html[data-enhanced]").waitFor();
    expect(await axeViolations(page)).toBe("");
    await field(page, "title").fill("Applied AI and Machine Learning");
    const frame = await (await page.locator('iframe[title="Preview"]').elementHandle())?.contentFrame();
    await expect
      .poll(async () => (await frame?.title()) ?? "", { timeout: 20_000 })
      .toContain("Applied AI and Machine Learning");
    expect(read("content/services/ai-ml.yaml")).not.toContain("Applied AI");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByRole("status").filter({ hasText: "Saved." }).waitFor();
    const diff = studio.git("diff", "--unified=0", "--", "content/services/ai-ml.yaml");
    const changed = diff.split("\n").filter((line) => /^[-+][^-+]/.test(line));
    expect(changed).toEqual(["-title: AI & Machine Learning", "+title: Applied AI and Machine Learning"]);
    const validate = spawnSync(process.execPath, [join(repoRoot, "bin/site.js"), "validate"], {
      cwd: studio.project.root,
      env: { ...process.env, SITE_ROOT: studio.project.root },
      encoding: "utf8",
    });
    expect(validate.status, validate.stdout + validate.stderr).toBe(0);
  });

  it("shows the problem of an emptied required field beside it, and a plain Save writes nothing", async () => {
    const file = "content/industries/finance.yaml";
    const before = read(file);
    const page = await openEntry(file);
    const title = field(page, "title");
    await title.fill("");
    // What a screen reader reads after the field's name: its aria-describedby elements' text.
    const described = () =>
      title.evaluate((input) =>
        (input.getAttribute("aria-describedby") ?? "")
          .split(" ")
          .map((id) => document.getElementById(id)?.textContent ?? "")
          .join(" "),
      );
    await expect.poll(described, { timeout: 10_000 }).toContain("missing required field 'title'");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByRole("button", { name: "Save anyway" }).waitFor();
    expect(read(file)).toBe(before);
    expect(await axeViolations(page)).toBe("");
    // Discarded, the edit takes its problems with it: none is left on the screen.
    await page.getByRole("button", { name: "Discard edits" }).click();
    await expect.poll(() => title.inputValue(), { timeout: 10_000 }).not.toBe("");
    await expect.poll(() => page.getByText(/problem\(s\)/).count(), { timeout: 3_000 }).toBe(0);
    expect(await page.getByRole("button", { name: "Save anyway" }).count()).toBe(0);
    expect(await described()).not.toContain("missing required field");
  });

  it("adds an item to a list and saves it as one more line", async () => {
    const file = "content/project-details/better-that.yaml";
    const page = await openEntry(file);
    const painPoints = page.locator("fieldset#field_painPoints");
    const count = await painPoints.getByRole("textbox").count();
    await painPoints.getByRole("button", { name: "Add Item" }).last().click();
    const added = painPoints.getByRole("textbox").nth(count);
    await added.fill("Sellers never saw the requests in time");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByRole("status").filter({ hasText: "Saved." }).waitFor();
    const diff = studio.git("diff", "--unified=0", "--", file);
    expect(diff.split("\n").filter((line) => /^[-+][^-+]/.test(line))).toEqual([
      "+  - Sellers never saw the requests in time",
    ]);
  });

  it("uploads an image into the field's folder under a safe name, and edits a Markdown body", async () => {
    const file = "content/case-studies/healthcare-management-system.md";
    const page = await openEntry(file);
    const picture = join(studio.project.root, "Team Photo (final).PNG");
    await sharp({ create: { width: 64, height: 48, channels: 3, background: "#3366cc" } })
      .png()
      .toFile(picture);
    await page.getByRole("button", { name: "Choose image" }).click();
    await page.getByLabel(/Upload a picture to/).setInputFiles(picture);
    await page.getByRole("button", { name: "Upload", exact: true }).click();
    await page.getByText("Uploaded as case-studies/team-photo-final.png.").waitFor();
    expect(existsSync(join(studio.project.root, "content/images/case-studies/team-photo-final.png"))).toBe(
      true,
    );
    expect(await field(page, "image").inputValue()).toBe("case-studies/team-photo-final.png");

    const body = page.getByRole("textbox", { name: "Body (description, Markdown)" });
    await body.click();
    await page.keyboard.press("Control+End");
    await page.keyboard.type("\n\nA new paragraph typed in the studio.");
    await page
      .frameLocator('iframe[title="Body (description, Markdown), rendered"]')
      .getByText("A new paragraph typed in the studio.")
      .waitFor();
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByRole("status").filter({ hasText: "Saved." }).waitFor();
    const saved = read(file);
    expect(saved).toContain("image: case-studies/team-photo-final.png\n");
    expect(saved.trimEnd().endsWith("A new paragraph typed in the studio.")).toBe(true);
  });

  it("asks for the alt text once a picture that has one is uploaded", async () => {
    const page = await openEntry("content/services/data-analytics.yaml");
    const picture = join(studio.project.root, "chart.png");
    await sharp({ create: { width: 300, height: 200, channels: 3, background: "#119966" } })
      .png()
      .toFile(picture);
    await page.getByRole("button", { name: "Choose image" }).first().click();
    await page.getByLabel(/Upload a picture to/).setInputFiles(picture);
    await page.getByRole("button", { name: "Upload", exact: true }).click();
    await page.getByText(/Uploaded as .*chart\.png\. Now say what it shows, in its alt text\./).waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("field_hero_visual_alt");
    await page.getByRole("button", { name: "Discard edits" }).click();
  });

  it("picks an icon by searching lucide's icons, and shows the pickers without an axe violation", async () => {
    const page = await openEntry("content/services/api-integration.yaml");
    await page.getByRole("button", { name: "Choose icon" }).first().click();
    await page.getByRole("searchbox", { name: "Search icons" }).fill("rocket");
    const rocket = page.getByRole("button", { name: "rocket", exact: true });
    await rocket.waitFor();
    expect(await axeViolations(page, { include: ".picker-panel" })).toBe("");
    await rocket.click();
    // The pick closes the panel: a click that was not taken and a value that was lost tell apart.
    await page.locator(".picker-panel").waitFor({ state: "detached" });
    await expect.poll(() => field(page, "icon").inputValue(), { timeout: 10_000 }).toBe("rocket");
    await page.getByRole("button", { name: "Choose image" }).first().click();
    await page.locator(".image-grid img").first().waitFor();
    expect(await axeViolations(page, { include: ".picker-panel" })).toBe("");
    await page.getByRole("button", { name: "Discard edits" }).click();
  });

  it("loads the Markdown editor's code only where a body is edited", async () => {
    const page = await openEntry("content/industries/finance.yaml");
    const loaded: string[] = [];
    page.on("request", (request) => {
      const name = new URL(request.url()).pathname;
      if (name.startsWith("/_studio/assets/")) loaded.push(name);
    });
    await page.getByRole("link", { name: /Senior Full-Stack Developer/ }).click();
    await page.getByRole("textbox", { name: "Body (description, Markdown)" }).waitFor();
    const editor = loaded.filter((name) => name.includes("markdown-editor"));
    expect(editor).toHaveLength(1);
    expect(loaded.some((name) => name.includes("main"))).toBe(false);
  });

  it("refuses an upload that is not a picture", async () => {
    const form = new FormData();
    form.set("file", new File(["<script>alert(1)</script>"], "../../evil.png", { type: "image/png" }));
    form.set("folder", "case-studies");
    const answer = await fetch(`${studio.origin}/_studio/api/images`, {
      method: "POST",
      headers: { "X-Studio-Token": studio.token },
      body: form,
    });
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { message: string }).message).toContain(
      "is not a JPEG, PNG, WebP, AVIF or GIF",
    );
  });

  it("refuses to delete an entry another file refers to, naming the referrer", async () => {
    const page = await openEntry("content/projects/lumiere-solutions.yaml");
    await page.getByRole("button", { name: "Delete" }).click();
    const warning = page.getByRole("alert").filter({ hasText: "would break" });
    await warning.waitFor();
    expect(await warning.textContent()).toContain("content/project-details/lumiere-solutions.yaml");
    expect(existsSync(join(studio.project.root, "content/projects/lumiere-solutions.yaml"))).toBe(true);
    expect(await axeViolations(page)).toBe("");
    const refused = await fetch(
      `${studio.origin}/_studio/api/entry?file=${encodeURIComponent("content/projects/lumiere-solutions.yaml")}`,
      { method: "DELETE", headers: { "X-Studio-Token": studio.token } },
    );
    expect(refused.status).toBe(409);
    expect(existsSync(join(studio.project.root, "content/projects/lumiere-solutions.yaml"))).toBe(true);
  });

  it("says when the file changed on disk since it was opened, and overwrites nothing", async () => {
    const file = "content/industries/healthcare.yaml";
    const page = await openEntry(file);
    await field(page, "title").fill("Healthcare, from the studio");
    const edited = read(file).replace(/^order: .*$/m, "order: 42");
    writeFileSync(join(studio.project.root, file), edited);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByRole("alert").filter({ hasText: "changed on disk" }).waitFor();
    expect(read(file)).toBe(edited);
    await page.getByRole("button", { name: "Compare" }).click();
    await page.getByRole("figure", { name: "On disk" }).waitFor();
    expect(await axeViolations(page)).toBe("");
  });

  it("says what is wrong with a file that is not valid YAML instead of opening it", async () => {
    const file = "content/industries/e-commerce.yaml";
    const sound = read(file);
    writeFileSync(join(studio.project.root, file), `${sound}\n  broken: [indentation\n`);
    const page = await open(`#/edit/${file}`);
    const alert = page
      .getByRole("alert")
      .filter({ hasText: "is not valid YAML, fix it in a text editor first" });
    await alert.waitFor();
    expect(await alert.textContent()).toContain(file);
    expect(await axeViolations(page)).toBe("");
    writeFileSync(join(studio.project.root, file), sound);
  });

  it("follows a change on disk while the form is open: reloads it when nothing is typed, says so at once when something is", async () => {
    const file = "content/industries/government.yaml";
    const page = await openEntry(file);
    const original = read(file);
    writeFileSync(join(studio.project.root, file), original.replace(/^order: .*$/m, "order: 77"));
    await page.getByRole("status").filter({ hasText: "Reloaded: the file was changed on disk." }).waitFor();
    expect(await page.getByRole("spinbutton", { name: "order", exact: true }).inputValue()).toBe("77");
    await field(page, "title").fill("Government, typed here");
    writeFileSync(join(studio.project.root, file), original.replace(/^order: .*$/m, "order: 78"));
    await page.getByRole("alert").filter({ hasText: "changed on disk" }).waitFor();
    expect(await field(page, "title").inputValue()).toBe("Government, typed here");
    await page.getByRole("button", { name: "Reload from disk" }).click();
    await expect
      .poll(() => page.getByRole("spinbutton", { name: "order", exact: true }).inputValue(), {
        timeout: 10_000,
      })
      .toBe("78");
    writeFileSync(join(studio.project.root, file), original);
  });

  it("keeps unsaved edits in the browser across a reload", async () => {
    const page = await openEntry("content/industries/education.yaml");
    await field(page, "title").fill("Education, not saved yet");
    await page.reload();
    await page.getByRole("button", { name: "Save", exact: true }).waitFor();
    expect(await field(page, "title").inputValue()).toBe("Education, not saved yet");
    await page.getByText("Your unsaved edits from this browser are restored.").waitFor();
  });

  it("makes a new entry with site new's scaffold, without its comments, and opens it", async () => {
    const page = await open("#/new");
    await page.getByLabel("Collection").selectOption("team");
    await page.getByLabel("Id", { exact: true }).fill("nina-patel");
    expect(await axeViolations(page)).toBe("");
    await page.getByRole("button", { name: "Create" }).click();
    await page.getByRole("button", { name: "Save", exact: true }).waitFor();
    expect(read("content/team/nina-patel.yaml")).toContain("slug: nina-patel");
    // The form says what each field is: none of site new's comments is written into the file.
    expect(read("content/team/nina-patel.yaml")).not.toContain("#");
    expect(await field(page, "slug").inputValue()).toBe("nina-patel");
  });

  it("switches the preview between the pages an entry feeds and to phone width, and scrolls it to the field edited", async () => {
    const page = await openEntry("content/services/cloud-migration.yaml");
    const iframe = page.locator('iframe[title="Preview"]');
    await page.frameLocator('iframe[title="Preview"]').locator("html[data-enhanced]").waitFor();
    const frame = await (await iframe.elementHandle())?.contentFrame();
    expect(await frame?.evaluate(() => window.scrollY)).toBe(0);
    // The last long text of the form is far down its page.
    const texts = page.locator("input.form-control");
    let deep = texts.last();
    for (let index = (await texts.count()) - 1; index >= 0; index--) {
      if ((await texts.nth(index).inputValue()).length > 30) {
        deep = texts.nth(index);
        break;
      }
    }
    await deep.focus();
    await expect
      .poll(() => frame?.evaluate(() => window.scrollY) ?? 0, { timeout: 10_000 })
      .toBeGreaterThan(300);
    await page.getByLabel("Page", { exact: true }).selectOption("/services");
    await expect
      .poll(async () => new URL((await iframe.getAttribute("src")) ?? "", studio.origin).pathname, {
        timeout: 10_000,
      })
      .toBe("/services");
    await page.getByRole("radio", { name: "Phone" }).check();
    expect(await iframe.evaluate((element) => element.getBoundingClientRect().width)).toBeLessThanOrEqual(
      390,
    );
  });

  it("names, with a link, the problem an edit causes in another file", async () => {
    const page = await openEntry("content/projects/better-that.yaml");
    await field(page, "id").fill("better-than");
    const elsewhere = page.locator(".message").filter({ hasText: "causes problems in other files" });
    await elsewhere.getByRole("link", { name: /content\/project-details\/better-that\.yaml/ }).waitFor();
    expect(await axeViolations(page)).toBe("");
    await page.getByRole("button", { name: "Discard edits" }).click();
    await expect.poll(() => field(page, "id").inputValue(), { timeout: 10_000 }).toBe("better-that");
    await expect
      .poll(() => page.getByText("This edit causes problems in other files").count(), { timeout: 3_000 })
      .toBe(0);
  });

  it("is operable from the keyboard, with the focus always visible", async () => {
    const page = await open("");
    await page.getByRole("navigation", { name: "Content" }).getByRole("link").first().waitFor();
    const focused = () =>
      page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        const style = element ? getComputedStyle(element) : undefined;
        return {
          label: element?.getAttribute("aria-label") ?? element?.textContent?.trim() ?? "",
          tag: element?.tagName ?? "",
          visible: style !== undefined && style.outlineStyle !== "none" && style.outlineWidth !== "0px",
        };
      });
    let reached = false;
    for (let presses = 0; presses < 10 && !reached; presses++) {
      await page.keyboard.press("Tab");
      const now = await focused();
      expect(now.visible, `focus on ${now.tag} ${now.label} is not visible`).toBe(true);
      reached = now.tag === "INPUT";
    }
    expect(reached).toBe(true);
    await page.keyboard.type("logistics");
    await page.keyboard.press("Tab");
    expect((await focused()).label).toContain("logistics");
    await page.keyboard.press("Enter");
    await page.getByRole("button", { name: "Save", exact: true }).waitFor();
    expect(page.url()).toContain("#/edit/content/industries/logistics.yaml");
  });

  it("duplicates an entry under a new id", async () => {
    const page = await openEntry("content/industries/logistics.yaml");
    await page.getByRole("button", { name: "Duplicate" }).click();
    await page.getByLabel("Id of the copy").fill("logistics-copy");
    await page.getByRole("button", { name: "Create copy" }).click();
    await expect.poll(() => fieldValue(page, "slug"), { timeout: 10_000 }).toBe("logistics-copy");
    expect(read("content/industries/logistics-copy.yaml")).toBe(
      read("content/industries/logistics.yaml").replace("slug: logistics", "slug: logistics-copy"),
    );
  });

  it("lists the changes field by field, commits them to a new branch without pushing, and pushes only when asked", async () => {
    const page = await open("#/changes");
    await page.getByRole("heading", { name: /content\/services\/ai-ml\.yaml/ }).waitFor();
    const row = page.getByRole("row", { name: /\$\.title/ }).first();
    expect(await row.textContent()).toContain("Applied AI and Machine Learning");
    expect(await axeViolations(page)).toBe("");
    // No remote yet: nothing offers to send anything.
    const sendButton = page.getByRole("button", { name: /^Send branch/ });
    expect(await sendButton.count()).toBe(0);

    const origin = mkdtempSync(join(tmpdir(), "studio-origin-"));
    execFileSync("git", ["init", "--quiet", "--bare", origin]);
    studio.git("remote", "add", "origin", origin);
    const originRefs = () => execFileSync("git", ["ls-remote", origin], { encoding: "utf8" }).trim();
    try {
      await page.getByLabel("Message").fill("Services: a clearer title for AI");
      await page.getByLabel("Branch name").fill("content/ai-title");
      await page.getByRole("button", { name: "Commit" }).click();
      const committed = page.getByRole("status").filter({ hasText: "Committed to content/ai-title" });
      await committed.waitFor();
      expect(await committed.textContent()).not.toContain("origin");
      expect(studio.git("log", "-1", "--format=%s|%an", "content/ai-title").trim()).toBe(
        "Services: a clearer title for AI|Studio Test",
      );
      expect(studio.git("branch", "--show-current").trim()).toBe("content/ai-title");
      expect(studio.git("status", "--porcelain", "--", "content").trim()).toBe("");
      expect(originRefs()).toBe("");

      const push = page.getByRole("button", {
        name: "Send branch content/ai-title to origin (a folder on this computer)",
        exact: true,
      });
      await push.waitFor();
      await page.getByText(`origin is a folder on this computer: ${origin}.`).waitFor();
      expect(originRefs()).toBe("");
      await push.click();
      await page
        .getByRole("status")
        .filter({ hasText: `Sent branch content/ai-title to origin (${origin}).` })
        .waitFor();
      expect(originRefs()).toBe(
        `${studio.git("rev-parse", "content/ai-title").trim()}\trefs/heads/content/ai-title`,
      );
    } finally {
      studio.git("remote", "remove", "origin");
      rmSync(origin, { recursive: true, force: true });
    }
  });

  it("discards a file's changes from the Changes view", async () => {
    const file = "content/industries/government.yaml";
    const before = read(file);
    writeFileSync(
      join(studio.project.root, file),
      before.replace(/^title: .*$/m, "title: Government, changed"),
    );
    const page = await open("#/changes");
    await page.getByRole("cell", { name: "Government, changed" }).waitFor();
    await page.getByRole("button", { name: `Discard changes to ${file}` }).click();
    await page
      .getByRole("status")
      .filter({ hasText: `Changes to ${file} discarded.` })
      .waitFor();
    expect(read(file)).toBe(before);
  });

  it("shows draft as a labelled checkbox that writes the line draft: true or none, and each moment as one labelled text field", async () => {
    const file = "content/team/marcus-lee.yaml";
    const before = read(file);
    const page = await openEntry(file);
    expect(await axeViolations(page)).toBe("");
    for (const name of ["publishAt", "expireAt"]) expect(await field(page, name).inputValue()).toBe("");
    const draft = page.getByRole("checkbox", { name: "draft" });
    expect(await draft.isChecked()).toBe(false);
    await draft.check();
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByRole("status").filter({ hasText: "Saved." }).waitFor();
    const diff = studio.git("diff", "--unified=0", "--", file);
    expect(diff.split("\n").filter((line) => /^[-+][^-+]/.test(line))).toEqual(["+draft: true"]);
    await draft.uncheck();
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByRole("status").filter({ hasText: "Saved." }).waitFor();
    expect(read(file)).toBe(before);
  });

  it("is usable at 768 px: the form and the preview are on the page, nothing fails axe", async () => {
    const page = await openEntry("content/services/cloud-migration.yaml", 768);
    expect(await field(page, "title").isVisible()).toBe(true);
    await page.locator('iframe[title="Preview"]').scrollIntoViewIfNeeded();
    expect(await page.locator('iframe[title="Preview"]').isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await axeViolations(page)).toBe("");
  });

  it("renames an entry as site mv does: its files, the references to it and a redirect from its old address", async () => {
    const referrer = "content/case-studies/academic-management-system.md";
    writeFileSync(
      join(studio.project.root, referrer),
      `${read(referrer).trimEnd()}\n\nSee [the college's site](/projects/sydney-gateway-college).\n`,
    );
    const page = await openEntry("content/projects/sydney-gateway-college.yaml");
    await page.getByRole("button", { name: "Rename" }).click();
    await page.getByLabel("New id").fill("sydney-gateway");
    expect(await axeViolations(page)).toBe("");
    await page.getByRole("button", { name: "Rename entry" }).click();
    // The move reads and checks every content file: on a busy machine, longer than a poll's second.
    await page.waitForURL(/#\/edit\/content\/projects\/sydney-gateway\.yaml$/);
    await expect.poll(() => fieldValue(page, "id"), { timeout: 10_000 }).toBe("sydney-gateway");
    for (const gone of [
      "content/projects/sydney-gateway-college.yaml",
      "content/project-details/sydney-gateway-college.yaml",
    ])
      expect(existsSync(join(studio.project.root, gone))).toBe(false);
    expect(read("content/project-details/sydney-gateway.yaml")).toContain("id: sydney-gateway\n");
    expect(read(referrer)).toContain("(/projects/sydney-gateway)");
    expect(read("content/redirects.yaml")).toContain(
      "- from: /projects/sydney-gateway-college\n  to: /projects/sydney-gateway\n",
    );
  });
});
