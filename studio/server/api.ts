import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { Hono } from "hono";
import { collections, iconNames } from "../../pipeline/index.ts";
import type { OpenedEntry, SaveAnswer } from "../shared/api-types.ts";
import { imagePath, knownContentFile } from "./content-paths.ts";
import { collectionOf, contentTree, routesOf } from "./content-tree.ts";
import { type ContentDocument, readDocument, versionOf } from "./documents.ts";
import type { Drafts } from "./drafts.ts";
import { createEntry, deleteEntry, duplicateEntry, referrersOf, renameEntry } from "./entries.ts";
import { formSchema } from "./form-schema.ts";
import type { ContentGit } from "./git-changes.ts";
import { iconSvg } from "./icon-svg.ts";
import { imageFolders, imageType, listImages, storeUpload } from "./images.ts";
import { Thumbnails } from "./thumbnails.ts";

export const API_BASE = "/_studio/api";

interface ApiOptions {
  root: string;
  drafts: Drafts;
  git: ContentGit;
}

function failure(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

interface EditBody {
  file?: unknown;
  data?: unknown;
  body?: unknown;
  version?: unknown;
  force?: unknown;
}

function editedDocument(body: EditBody): ContentDocument {
  return { data: body.data, ...(typeof body.body === "string" ? { body: body.body } : {}) };
}

const NOT_AS_WRITTEN =
  "The file was written, but reads back as another text: open it in a text editor to check it.";

/** The studio's JSON API: what the page in studio/client/ asks for. */
export function studioApi({ root, drafts, git }: ApiOptions): Hono {
  const api = new Hono().basePath(API_BASE);
  const thumbnails = new Thumbnails();

  api.onError((error, c) => c.json({ message: `The studio could not do that: ${failure(error)}` }, 500));

  api.get("/tree", (c) => c.json(contentTree(root)));

  api.get("/entry", (c) => {
    const file = knownContentFile(c.req.query("file"));
    if (!file || !existsSync(join(root, file))) return c.json({ message: "No such content file." }, 404);
    const text = readFileSync(join(root, file), "utf8");
    const read = readDocument(file, text);
    if (!read.ok) return c.json({ message: read.message }, 422);
    const found = collectionOf(file);
    const collection = found?.collection;
    if (!collection) return c.json({ message: "No such content file." }, 404);
    const bodyField = collection.kind === "entries" ? collection.bodyField : undefined;
    const answer: OpenedEntry = {
      file,
      schema: formSchema(root, collection.schema),
      data: read.document.data,
      ...(read.document.body !== undefined ? { body: read.document.body } : {}),
      ...(bodyField && read.document.body !== undefined ? { bodyField } : {}),
      version: versionOf(text),
      routes: routesOf(file),
    };
    return c.json(answer);
  });

  api.post("/draft", async (c) => {
    const body = await c.req.json<EditBody>();
    const file = knownContentFile(body.file);
    if (!file) return c.json({ message: "No such content file." }, 404);
    const mine = drafts.textOf(file, editedDocument(body));
    if (!mine.ok) return c.json(drafts.refused(file, mine.reason));
    return c.json(await drafts.hold(file, mine.text));
  });

  api.delete("/draft", async (c) => {
    const file = knownContentFile(c.req.query("file"));
    if (!file) return c.json({ message: "No such content file." }, 404);
    await drafts.drop(file);
    return c.json({ ok: true });
  });

  api.get("/version", (c) => {
    const file = knownContentFile(c.req.query("file"));
    if (!file || !existsSync(join(root, file))) return c.json({ message: "No such content file." }, 404);
    return c.json({ version: versionOf(drafts.diskText(file)) });
  });

  api.post("/compare", async (c) => {
    const body = await c.req.json<EditBody>();
    const file = knownContentFile(body.file);
    if (!file) return c.json({ message: "No such content file." }, 404);
    const disk = drafts.diskText(file);
    const mine = drafts.textOf(file, editedDocument(body));
    if (!mine.ok) return c.json({ message: mine.reason }, 422);
    const answer: SaveAnswer = { outcome: "conflict", disk, mine: mine.text, diskVersion: versionOf(disk) };
    return c.json(answer);
  });

  api.post("/save", async (c) => {
    const body = await c.req.json<EditBody>();
    const file = knownContentFile(body.file);
    if (!file) return c.json({ message: "No such content file." }, 404);
    const disk = drafts.diskText(file);
    const written = drafts.textOf(file, editedDocument(body));
    // A text that would not read back as the form's values is never written, whatever `force` says.
    if (!written.ok) return c.json({ outcome: "failed", message: written.reason } satisfies SaveAnswer);
    const mine = written.text;
    let answer: SaveAnswer;
    if (versionOf(disk) !== body.version) {
      answer = { outcome: "conflict", disk, mine, diskVersion: versionOf(disk) };
    } else {
      const check = await drafts.hold(file, mine);
      if (check.problems.length > 0 && body.force !== true) {
        answer = { outcome: "problems", check };
      } else {
        try {
          writeFileSync(join(root, file), mine);
          answer =
            readFileSync(join(root, file), "utf8") === mine
              ? { outcome: "saved", version: versionOf(mine) }
              : { outcome: "failed", message: NOT_AS_WRITTEN };
          drafts.saved(file);
        } catch (error) {
          answer = { outcome: "failed", message: `The file could not be written: ${failure(error)}` };
        }
      }
    }
    return c.json(answer);
  });

  api.get("/routes", async (c) => c.json(await drafts.routes()));
  api.get("/icons", (c) => c.json(iconNames()));
  api.get("/icon", async (c) => {
    const svg = await iconSvg(c.req.query("name") ?? "");
    if (!svg) return c.json({ message: "No such icon." }, 404);
    return c.body(svg, 200, { "Content-Type": "image/svg+xml", "Cache-Control": "max-age=3600" });
  });
  api.get("/images", (c) => c.json({ images: listImages(root), folders: imageFolders(root) }));

  api.get("/image", async (c) => {
    const path = imagePath(c.req.query("path"));
    if (!path || !existsSync(join(root, "content/images", path)))
      return c.json({ message: "No such image." }, 404);
    const bytes = readFileSync(join(root, "content/images", path));
    const thumbnail = imageType(path) === "image/svg+xml" ? undefined : await thumbnails.of(path, bytes);
    return c.body(new Uint8Array(thumbnail ?? bytes), 200, {
      "Content-Type": thumbnail ? "image/webp" : imageType(path),
      // An SVG from content is shown as a picture only, never run.
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
    });
  });

  api.post("/images", async (c) => {
    const form = await c.req.parseBody();
    const upload = form.file;
    const folder = typeof form.folder === "string" ? form.folder : "";
    if (!(upload instanceof File)) return c.json({ ok: false, message: "Choose a picture to upload." }, 400);
    const result = await storeUpload(root, folder, upload.name, Buffer.from(await upload.arrayBuffer()));
    return c.json(result, result.ok ? 200 : 400);
  });

  api.get("/collections", (c) =>
    c.json(collections.flatMap((collection) => (collection.kind === "entries" ? [collection.folder] : []))),
  );

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

  return api;
}
