import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { join } from "node:path";
import { type ProjectCopy, projectCopy } from "./project-copy.ts";
import { repoRoot } from "./repo-root.ts";
import { freePort, printedBy, stopProcess } from "./server-process.ts";

/** A temporary copy of the project that is a git repository of its own (one commit holding everything). */
export interface StudioProject extends ProjectCopy {
  git(...args: string[]): string;
}

export function studioProject(): StudioProject {
  const project = projectCopy({ withSite: true, prefix: "site-studio-" });
  const git = (...args: string[]) => execFileSync("git", args, { cwd: project.root, encoding: "utf8" });
  git("init", "--quiet", "--initial-branch=main");
  git("config", "user.name", "Studio Test");
  git("config", "user.email", "studio@example.org");
  git("add", "--all");
  git("commit", "--quiet", "--message", "The content as it was");
  return { ...project, git };
}

export interface StudioProcess {
  project: StudioProject;
  /** The start link the studio printed, with its token. */
  url: string;
  origin: string;
  port: number;
  token: string;
  /** The studio's process. */
  pid: number;
  /** The preview's own origin and credential, as the studio's page gives them to its script. */
  preview: { origin: string; token: string };
  /** A page of the preview, with its credential (the preview keeps it in a cookie). */
  previewUrl(path: string): string;
  git(...args: string[]): string;
  output(): string;
  /** Stops the studio, and removes the project when it was made for this studio. */
  stop(): Promise<void>;
}

/** The preview's origin and credential, read from the studio's page (the studio's own origin when it names none). */
async function previewOf(origin: string, token: string): Promise<{ origin: string; token: string }> {
  const page = await (await fetch(`${origin}/_studio/`, { headers: { "X-Studio-Token": token } })).text();
  const meta = (name: string) => new RegExp(`<meta name="${name}" content="([^"]*)">`).exec(page)?.[1];
  const port = meta("studio-preview-port");
  return { origin: port ? `http://127.0.0.1:${port}` : origin, token: meta("studio-preview-token") ?? "" };
}

/**
 * `site studio` started as a maintainer starts it, in `given` or else in a new studio project;
 * resolves once it printed its link.
 */
export async function startStudioProcess(given?: StudioProject): Promise<StudioProcess> {
  const project = given ?? studioProject();
  const removeOwn = () => {
    if (!given) project.remove();
  };
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [join(repoRoot, "bin/site.js"), "studio"], {
    cwd: project.root,
    env: { ...process.env, SITE_ROOT: project.root, PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output = printedBy(child);
  const deadline = Date.now() + 120_000;
  let url: string | undefined;
  while (!url) {
    url = /Content studio: (\S+)/.exec(output())?.[1];
    if (child.exitCode !== null || Date.now() > deadline) {
      await stopProcess(child).catch(() => undefined);
      removeOwn();
      throw new Error(`site studio did not start:\n${output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const origin = `http://127.0.0.1:${port}`;
  const token = new URL(url).searchParams.get("token") ?? "";
  const preview = await previewOf(origin, token);
  return {
    project,
    url,
    origin,
    port,
    token,
    pid: child.pid ?? 0,
    preview,
    previewUrl: (path) =>
      `${preview.origin}${path}${path.includes("?") ? "&" : "?"}preview-token=${preview.token}`,
    git: project.git,
    output,
    stop: async () => {
      if (child.exitCode === null) await stopProcess(child);
      removeOwn();
    },
  };
}
