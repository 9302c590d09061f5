import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { LiveRun } from "../../pipeline/index.ts";
import { validateContent } from "../../pipeline/index.ts";
import { projectCopy } from "../../scripts/support/project-copy.ts";
import { API_BASE, studioApi } from "../../studio/server/api.ts";
import { Drafts } from "../../studio/server/drafts.ts";
import { FormValidators } from "../../studio/server/form-validators.ts";
import { ContentGit } from "../../studio/server/git-changes.ts";

/**
 * The studio's API (the Hono app, asked with `app.request`) over a temporary copy of the content
 * that is a git repository of its own, with a folder outside the project for links to point at.
 * The engine's runs are validation only (no images or pages): what saving and the problems need.
 * Nothing outside the copy and `outside` is written.
 */
export interface StudioApiProject {
  root: string;
  /** A temporary folder outside the project. */
  outside: string;
  git(...args: string[]): string;
  /** The app's fetch, to serve it over HTTP as start.ts does (getRequestListener). */
  fetch: (request: Request) => Response | Promise<Response>;
  request(path: string, init?: RequestInit): Promise<Response>;
  json(method: string, path: string, body: unknown): Promise<Response>;
  remove(): void;
}

export function studioApiProject(): StudioApiProject {
  const project = projectCopy({ prefix: "studio-api-" });
  const root = project.root;
  const outside = mkdtempSync(join(tmpdir(), "studio-outside-"));
  const git = (...args: string[]) => execFileSync("git", args, { cwd: root, encoding: "utf8" });
  git("init", "--quiet", "--initial-branch=main");
  git("config", "user.name", "Studio Test");
  git("config", "user.email", "studio@example.org");
  git("add", "--all", "content");
  git("commit", "--quiet", "--message", "The content as it was");

  let drafts: Drafts | undefined;
  const run = async (): Promise<LiveRun> => {
    const started = Date.now();
    const result = await validateContent(root, undefined, {
      includeDrafts: true,
      bytesOf: (file) => {
        try {
          return drafts?.unsaved(file) ?? readFileSync(join(root, file));
        } catch {
          return undefined;
        }
      },
    });
    return { ...result, changed: [], ms: Date.now() - started };
  };
  // No first run at the start: each test's files are in place only after this returns, and a run
  // is made when a route asks for one (a draft, a save).
  const notRunYet: LiveRun = { problems: [], notices: [], changed: [], filesChecked: 0, routes: [], ms: 0 };
  drafts = new Drafts(root, run, Promise.resolve(notRunYet));
  const app = studioApi({ root, drafts, git: new ContentGit(root), validators: new FormValidators() });
  const request = async (path: string, init?: RequestInit) => app.request(`${API_BASE}${path}`, init);
  return {
    root,
    outside,
    git,
    fetch: (request) => app.fetch(request),
    request,
    json: (method, path, body) =>
      request(path, { method, headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) }),
    remove: () => {
      project.remove();
      rmSync(outside, { recursive: true, force: true });
    },
  };
}
