import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type StudioApiProject, studioApiProject } from "../../tests/support/studio-api.ts";
import { versionOf } from "./documents.ts";

// Content comes from other people and may hold symbolic links: every route that reads, writes,
// deletes, renames, lists, discards or uploads refuses a path through a link, and the file the
// link points at (in a folder outside the project) keeps its bytes.

const SECRET = "slug: secret\ntitle: TOP SECRET outside the project\n";

let project: StudioApiProject;
beforeEach(() => {
  project = studioApiProject();
});
afterEach(() => project.remove());

/** A file outside the project with `text`, and a link to it at `link` (under the project root). */
function linkToOutsideFile(link: string, name: string, text: string | Buffer = SECRET): string {
  const target = join(project.outside, name);
  writeFileSync(target, text);
  symlinkSync(target, join(project.root, link));
  return target;
}

/** Moves a folder of content/ outside the project and leaves a link to it in its place. */
function linkFolderOutside(folder: string): string {
  const target = join(project.outside, folder.replaceAll("/", "-"));
  cpSync(join(project.root, folder), target, { recursive: true });
  rmSync(join(project.root, folder), { recursive: true });
  symlinkSync(target, join(project.root, folder));
  return target;
}

/** Every file under a folder with its bytes, to compare before and after. */
function snapshot(folder: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const name of readdirSync(folder, { recursive: true, encoding: "utf8" }).sort()) {
    const path = join(folder, name);
    try {
      files[name] = readFileSync(path).toString("base64");
    } catch {
      files[name] = "(folder)";
    }
  }
  return files;
}

async function expectRefusal(response: Response): Promise<string> {
  const text = await response.text();
  expect(response.status, text).toBe(403);
  const body = JSON.parse(text) as { message: string };
  expect(body.message).toMatch(/link to somewhere outside content\/: the studio does not open it/);
  expect(text).not.toContain("TOP SECRET");
  return body.message;
}

const png = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: "#336699" } })
    .png()
    .toBuffer();

describe("content reached through a symbolic link", () => {
  it("the image route does not serve a linked picture", async () => {
    linkToOutsideFile("content/images/site/leak.svg", "passwd", "<svg>TOP SECRET</svg>");
    await expectRefusal(await project.request("/image?path=site/leak.svg"));
  });

  it("an entry that is a link is listed by its id, and neither opened nor its version read", async () => {
    linkToOutsideFile("content/industries/leak.yaml", "secret.yaml");
    const tree = await (await project.request("/tree")).text();
    expect(tree).toContain('"id":"leak"');
    expect(tree).not.toContain("TOP SECRET");
    const message = await expectRefusal(await project.request("/entry?file=content/industries/leak.yaml"));
    expect(message).toBe(
      "content/industries/leak.yaml is a link to somewhere outside content/: the studio does not open it.",
    );
    await expectRefusal(await project.request("/version?file=content/industries/leak.yaml"));
    await expectRefusal(
      await project.json("POST", "/compare", { file: "content/industries/leak.yaml", data: {} }),
    );
    await expectRefusal(
      await project.json("POST", "/draft", { file: "content/industries/leak.yaml", data: {} }),
    );
  });

  it("a save through a linked entry leaves the file it points at as it was", async () => {
    const target = linkToOutsideFile("content/industries/leak.yaml", "secret.yaml");
    const answer = await project.json("POST", "/save", {
      file: "content/industries/leak.yaml",
      data: { slug: "secret", title: "Rewritten by the studio" },
      version: versionOf(SECRET),
      force: true,
    });
    await expectRefusal(answer);
    expect(readFileSync(target, "utf8")).toBe(SECRET);
  });

  it("a discard through a linked folder deletes nothing outside", async () => {
    const target = join(project.outside, "victim");
    mkdirSync(target);
    writeFileSync(join(target, "keep.txt"), "TOP SECRET");
    symlinkSync(target, join(project.root, "content/images/evil-dir"));
    await expectRefusal(await project.json("POST", "/discard", { file: "content/images/evil-dir/keep.txt" }));
    expect(readFileSync(join(target, "keep.txt"), "utf8")).toBe("TOP SECRET");
  });

  it("the Changes view does not read a linked file", async () => {
    linkToOutsideFile("content/industries/leak.yaml", "secret.yaml");
    const changes = await project.request("/changes");
    expect(changes.status).toBe(200);
    const text = await changes.text();
    expect(text).toContain("content/industries/leak.yaml");
    expect(text).not.toContain("TOP SECRET");
  });

  it("delete, rename, duplicate and new entry through a linked collection folder change nothing outside", async () => {
    const outside = linkFolderOutside("content/industries");
    const before = snapshot(outside);
    await expectRefusal(
      await project.request("/entry?file=content/industries/finance.yaml&accept=broken-references", {
        method: "DELETE",
      }),
    );
    await expectRefusal(
      await project.json("POST", "/rename", { file: "content/industries/finance.yaml", id: "banking" }),
    );
    await expectRefusal(
      await project.json("POST", "/entries", { from: "content/industries/finance.yaml", id: "banking" }),
    );
    await expectRefusal(await project.json("POST", "/entries", { collection: "industries", id: "banking" }));
    expect(snapshot(outside)).toEqual(before);
  });

  it("a rename refuses while a content file it would rewrite is a link, and changes nothing", async () => {
    const target = linkToOutsideFile("content/industries/leak.yaml", "secret.yaml");
    const answer = await project.json("POST", "/rename", {
      file: "content/industries/finance.yaml",
      id: "banking",
    });
    await expectRefusal(answer);
    expect(readFileSync(target, "utf8")).toBe(SECRET);
    expect(existsSync(join(project.root, "content/industries/finance.yaml"))).toBe(true);
    expect(existsSync(join(project.root, "content/industries/banking.yaml"))).toBe(false);
  });

  it("a rename refuses while another collection's folder is a link, and changes nothing", async () => {
    const outside = linkFolderOutside("content/services");
    const before = snapshot(outside);
    await expectRefusal(
      await project.json("POST", "/rename", { file: "content/industries/finance.yaml", id: "banking" }),
    );
    expect(snapshot(outside)).toEqual(before);
    expect(existsSync(join(project.root, "content/industries/banking.yaml"))).toBe(false);
  });

  it("a duplicate of a linked entry copies nothing into content/", async () => {
    linkToOutsideFile("content/industries/leak.yaml", "secret.yaml");
    await expectRefusal(
      await project.json("POST", "/entries", { from: "content/industries/leak.yaml", id: "copied" }),
    );
    expect(existsSync(join(project.root, "content/industries/copied.yaml"))).toBe(false);
  });

  it("an upload into a linked content/images writes nothing outside", async () => {
    const outside = linkFolderOutside("content/images");
    const before = snapshot(outside);
    const form = new FormData();
    form.set("folder", "team");
    form.set("file", new File([new Uint8Array(await png())], "Planted.png", { type: "image/png" }));
    await expectRefusal(await project.request("/images", { method: "POST", body: form }));
    expect(snapshot(outside)).toEqual(before);
  });

  it("the image list leaves out linked pictures and does not go into linked folders", async () => {
    const folder = join(project.outside, "pictures");
    mkdirSync(folder);
    writeFileSync(join(folder, "private.png"), await png());
    symlinkSync(folder, join(project.root, "content/images/evil-dir"));
    linkToOutsideFile("content/images/site/leak.png", "leak.png", await png());
    const answer = await project.request("/images");
    expect(answer.status).toBe(200);
    const { images, folders } = (await answer.json()) as { images: { path: string }[]; folders: string[] };
    expect(images.length).toBeGreaterThan(10);
    expect(images.filter((image) => /evil-dir|leak/.test(image.path))).toEqual([]);
    expect(folders).not.toContain("evil-dir");
    const form = new FormData();
    form.set("folder", "evil-dir");
    form.set("file", new File([new Uint8Array(await png())], "planted.png", { type: "image/png" }));
    expect((await project.request("/images", { method: "POST", body: form })).status).toBe(400);
    expect(readdirSync(folder)).toEqual(["private.png"]);
  });
});
