import type { Hono } from "hono";
import { knownContentFile } from "./content-paths.ts";
import type { Drafts } from "./drafts.ts";
import { createEntry, deleteEntry, duplicateEntry, referrersOf, renameEntry } from "./entries.ts";

/** New, duplicate, rename and delete an entry (each path checked by content-access.ts on the way). */
export function entryRoutes(api: Hono, root: string, drafts: Drafts): void {
  api.post("/entries", async (c) => {
    const body = await c.req.json<{ collection?: unknown; id?: unknown; from?: unknown }>();
    if (typeof body.id !== "string") return c.json({ ok: false, message: "Give the new entry an id." }, 400);
    if (body.from !== undefined) {
      const from = knownContentFile(body.from);
      if (!from) return c.json({ ok: false, message: "No such content file." }, 404);
      const result = duplicateEntry(root, from, body.id);
      return c.json(result, result.ok ? 200 : 400);
    }
    if (typeof body.collection !== "string")
      return c.json({ ok: false, message: "Choose a collection." }, 400);
    const result = createEntry(root, body.collection, body.id);
    return c.json(result, result.ok ? 200 : 400);
  });

  api.post("/rename", async (c) => {
    const body = await c.req.json<{ file?: unknown; id?: unknown }>();
    const file = knownContentFile(body.file);
    if (!file) return c.json({ ok: false, message: "No such content file." }, 404);
    if (typeof body.id !== "string") return c.json({ ok: false, message: "Give the entry its new id." }, 400);
    const result = renameEntry(root, file, body.id);
    if (result.ok) for (const old of result.renamed) await drafts.drop(old);
    return c.json(result, result.ok ? 200 : 400);
  });

  api.get("/referrers", async (c) => {
    const file = knownContentFile(c.req.query("file"));
    if (!file) return c.json({ message: "No such content file." }, 404);
    return c.json(await referrersOf(root, file));
  });

  api.delete("/entry", async (c) => {
    const file = knownContentFile(c.req.query("file"));
    if (!file) return c.json({ ok: false, referrers: [], message: "No such content file." }, 404);
    const result = await deleteEntry(root, file, c.req.query("accept") === "broken-references");
    if (result.ok) await drafts.drop(file);
    return c.json(result, result.ok ? 200 : 409);
  });
}
