import type { Hono } from "hono";
import { readContentBytes } from "./content-access.ts";
import { imagePath } from "./content-paths.ts";
import { imageFolders, imageType, listImages, MAX_UPLOAD_BYTES, storeUpload } from "./images.ts";
import { Thumbnails } from "./thumbnails.ts";

/** The image picker's routes: the list of pictures, a picture (as a thumbnail) and uploads. */
export function imageRoutes(api: Hono, root: string): void {
  const thumbnails = new Thumbnails();

  api.get("/images", (c) => c.json({ images: listImages(root), folders: imageFolders(root) }));

  api.get("/image", async (c) => {
    const path = imagePath(c.req.query("path"));
    if (!path) return c.json({ message: "No such image." }, 404);
    const bytes = readContentBytes(root, `content/images/${path}`);
    const thumbnail = imageType(path) === "image/svg+xml" ? undefined : await thumbnails.of(path, bytes);
    return c.body(new Uint8Array(thumbnail ?? bytes), 200, {
      "Content-Type": thumbnail ? "image/webp" : imageType(path),
      // An SVG from content is shown as a picture only, never run.
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
    });
  });

  // The body is cut at the limit before it is parsed (request-limits.ts): at most ~10 MB is held.
  api.post("/images", async (c) => {
    const form = await c.req.parseBody();
    const upload = form.file;
    const folder = typeof form.folder === "string" ? form.folder : "";
    if (!(upload instanceof File)) return c.json({ ok: false, message: "Choose a picture to upload." }, 400);
    const result = await storeUpload(root, folder, upload.name, Buffer.from(await upload.arrayBuffer()));
    return c.json(result, result.ok ? 200 : upload.size > MAX_UPLOAD_BYTES ? 413 : 400);
  });
}
