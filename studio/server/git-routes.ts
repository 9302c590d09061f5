import type { Hono } from "hono";
import { knownContentFile } from "./content-paths.ts";
import type { Drafts } from "./drafts.ts";
import type { ContentGit } from "./git-changes.ts";

/**
 * The Changes view's routes: what changed, discard a file, commit, and push a branch when asked
 * (git runs one command at a time).
 */
export function gitRoutes(api: Hono, git: ContentGit, drafts: Drafts): void {
  api.get("/changes", async (c) => c.json(await git.changes()));

  api.post("/discard", async (c) => {
    const body = await c.req.json<{ file?: unknown }>();
    const file = typeof body.file === "string" && body.file.startsWith("content/") ? body.file : undefined;
    if (!file || file.split("/").includes(".."))
      return c.json({ ok: false, message: "No such content file." }, 404);
    await git.discard(file);
    if (knownContentFile(file)) await drafts.drop(file);
    return c.json({ ok: true });
  });

  api.post("/commit", async (c) => {
    const body = await c.req.json<{ message?: unknown; branch?: unknown }>();
    const branch =
      typeof body.branch === "string" && body.branch.trim() !== "" ? body.branch.trim() : undefined;
    return c.json(await git.commit(typeof body.message === "string" ? body.message : "", branch));
  });

  api.post("/push", async (c) => {
    const body = await c.req.json<{ remote?: unknown; branch?: unknown }>();
    if (typeof body.remote !== "string" || typeof body.branch !== "string")
      return c.json({ ok: false, message: "Say which remote and which branch to send." }, 400);
    const answer = await git.push(body.remote, body.branch);
    return c.json(answer, answer.ok ? 200 : 409);
  });
}
