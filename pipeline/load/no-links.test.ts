import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readUnlinked, SymbolicLinkError, symbolicLinksUnder } from "./no-links.ts";

describe("reading content without following symbolic links", () => {
  const root = mkdtempSync(join(tmpdir(), "site-no-links-"));
  const outside = mkdtempSync(join(tmpdir(), "site-outside-"));
  afterAll(() => {
    rmSync(root, { recursive: true, force: true });
    rmSync(outside, { recursive: true, force: true });
  });
  writeFileSync(join(outside, "secret.txt"), "secret");
  mkdirSync(join(root, "content/images/site"), { recursive: true });
  writeFileSync(join(root, "content/images/site/logo.svg"), "<svg/>");
  symlinkSync(join(outside, "secret.txt"), join(root, "content/images/site/leak.svg"));
  symlinkSync(outside, join(root, "content/images/elsewhere"));
  // A link to a file inside content/ is refused as well.
  symlinkSync(join(root, "content/images/site/logo.svg"), join(root, "content/images/same.svg"));

  it("lists every link, of a file or a folder, without going into a linked folder", () => {
    expect(symbolicLinksUnder(root)).toEqual([
      "content/images/elsewhere",
      "content/images/same.svg",
      "content/images/site/leak.svg",
    ]);
  });

  it("reads a real file, and refuses a link or a path through a linked folder", () => {
    expect(readUnlinked(root, "content/images/site/logo.svg").toString()).toBe("<svg/>");
    expect(() => readUnlinked(root, "content/images/site/leak.svg")).toThrow(SymbolicLinkError);
    expect(() => readUnlinked(root, "content/images/elsewhere/secret.txt")).toThrow(SymbolicLinkError);
    expect(() => readUnlinked(root, "content/images/same.svg")).toThrow(SymbolicLinkError);
    expect(() => readUnlinked(root, "content/images/missing.svg")).toThrow(
      expect.objectContaining({ code: "ENOENT" }),
    );
  });
});
