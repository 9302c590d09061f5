import { Hono } from "hono";
import { collections, iconNames } from "../../pipeline/index.ts";
import type { OpenedEntry, SaveAnswer } from "../shared/api-types.ts";
import { RefusedPath, readContentText, writeContentFile } from "./content-access.ts";
import { knownContentFile } from "./content-paths.ts";
import { collectionOf, contentTree, routesOf } from "./content-tree.ts";
import { type ContentDocument, readDocument, versionOf } from "./documents.ts";
import type { Drafts } from "./drafts.ts";
import { entryRoutes } from "./entry-routes.ts";
import { formSchema } from "./form-schema.ts";
import type { FormValidators } from "./form-validators.ts";
import type { ContentGit } from "./git-changes.ts";
import { gitRoutes } from "./git-routes.ts";
import { iconSvg } from "./icon-svg.ts";
import { imageRoutes } from "./image-routes.ts";
import { requestLimits } from "./request-limits.ts";

export const API_BASE = "/_studio/api";

interface ApiOptions {
  root: string;
  drafts: Drafts;
  git: ContentGit;
  validators: FormValidators;
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
export function studioApi({ root, drafts, git, validators }: ApiOptions): Hono {
  const api = new Hono().basePath(API_BASE);

  api.onError((error, c) => {
    // A path through a link, outside content/ or too big to open: nothing was read or written.
    if (error instanceof RefusedPath) return c.json({ message: error.message }, error.status);
    if (error instanceof SyntaxError) return c.json({ message: "The request is not valid JSON." }, 400);
    return c.json({ message: `The studio could not do that: ${failure(error)}` }, 500);
  });
  api.use("*", requestLimits(`${API_BASE}/images`));

  api.get("/tree", (c) => c.json(contentTree(root)));

  api.get("/entry", (c) => {
    const file = knownContentFile(c.req.query("file"));
    if (!file) return c.json({ message: "No such content file." }, 404);
    const text = readContentText(root, file);
    const read = readDocument(file, text);
    if (!read.ok) return c.json({ message: read.message }, 422);
    const found = collectionOf(file);
    const collection = found?.collection;
    if (!collection) return c.json({ message: "No such content file." }, 404);
    const bodyField = collection.kind === "entries" ? collection.bodyField : undefined;
    const schema = formSchema(root, collection.schema);
    const answer: OpenedEntry = {
      file,
      schema,
      validator: validators.addressOf(schema),
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
    if (!file) return c.json({ message: "No such content file." }, 404);
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
      if (check.problems.some((problem) => problem.severity !== "warning") && body.force !== true) {
        answer = { outcome: "problems", check };
      } else {
        try {
          writeContentFile(root, file, mine, "existing");
          answer =
            drafts.diskText(file) === mine
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
  api.get("/collections", (c) =>
    c.json(collections.flatMap((collection) => (collection.kind === "entries" ? [collection.folder] : []))),
  );

  imageRoutes(api, root);
  entryRoutes(api, root, drafts);
  gitRoutes(api, git, drafts);

  return api;
}
