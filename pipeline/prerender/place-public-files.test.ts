import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { placePublicFiles } from "./place-public-files.ts";

const root = mkdtempSync(join(tmpdir(), "place-public-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function write(path: string, text: string): void {
  mkdirSync(join(path, ".."), { recursive: true });
  writeFileSync(path, text);
}

describe("placePublicFiles", () => {
  const publicDir = join(root, "public");
  const clientDir = join(root, "client");
  write(join(publicDir, "img/card-1a2b3c4d5e-672.avif"), "image");
  write(join(publicDir, "social/about-1a6bdd35df8d1f6f.jpg"), "social");
  write(join(publicDir, "img/logos/mark-3210d0b585.svg"), "<svg/>");
  write(join(publicDir, "sitemap.xml"), "<urlset/>");
  write(join(publicDir, "blog/feed.xml"), "<rss/>");
  mkdirSync(join(clientDir, "assets"), { recursive: true });

  it("links the files of the immutable, content-hashed folders and copies the others, folders included", async () => {
    const placed = await placePublicFiles(publicDir, clientDir);
    expect(placed).toEqual({ linked: 3, copied: 2 });
    const inode = (path: string) => statSync(path).ino;
    for (const hashed of [
      "img/card-1a2b3c4d5e-672.avif",
      "social/about-1a6bdd35df8d1f6f.jpg",
      "img/logos/mark-3210d0b585.svg",
    ])
      expect(inode(join(clientDir, hashed)), hashed).toBe(inode(join(publicDir, hashed)));
    for (const rewritten of ["sitemap.xml", "blog/feed.xml"]) {
      expect(inode(join(clientDir, rewritten)), rewritten).not.toBe(inode(join(publicDir, rewritten)));
      expect(readFileSync(join(clientDir, rewritten), "utf8")).toBe(
        readFileSync(join(publicDir, rewritten), "utf8"),
      );
    }
  });

  it("leaves the built site's copy alone when the next build rewrites the sitemap in place", () => {
    writeFileSync(join(publicDir, "sitemap.xml"), "<urlset><url/></urlset>");
    expect(readFileSync(join(clientDir, "sitemap.xml"), "utf8")).toBe("<urlset/>");
  });
});
