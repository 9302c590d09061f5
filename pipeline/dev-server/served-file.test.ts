import { lstatSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { projectCopy } from "../../scripts/support/project-copy.ts";
import { LINKED_FOLDERS } from "./served-file.ts";

/** Every symbolic link in a folder and its subfolders (not followed), by path from `root`. */
function linksIn(root: string, folder = ""): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = folder ? `${folder}/${entry.name}` : entry.name;
    if (lstatSync(join(root, path)).isSymbolicLink()) return [path];
    return entry.isDirectory() && path !== ".cache" && path !== "content" ? linksIn(root, path) : [];
  });
}

describe("the folders the dev server follows links into", () => {
  it("are every link a test's copy of the project makes, so its dev server serves what the copy links", () => {
    for (const options of [{}, { withSite: true }]) {
      const copy = projectCopy(options);
      try {
        for (const link of linksIn(copy.root)) expect(LINKED_FOLDERS, link).toContain(link);
      } finally {
        copy.remove();
      }
    }
  });
});
