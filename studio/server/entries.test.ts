import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { scaffoldEntry } from "../../pipeline/index.ts";
import { type StudioApiProject, studioApiProject } from "../../tests/support/studio-api.ts";

// A new entry made in the studio is what `site new` writes without its comments: the form, not the
// file, guides whoever fills it in, and comments written for a text editor would stay in the file.

let project: StudioApiProject;
beforeEach(() => {
  project = studioApiProject();
});
afterEach(() => project.remove());

/** `site new`'s text without its comment lines, its "  # TODO" marks and its body placeholder. */
function withoutScaffoldComments(text: string): string {
  return text
    .split("\n")
    .filter((line) => !line.startsWith("#") && !line.startsWith("TODO: write the "))
    .map((line) => line.replace(/ {2}# TODO$/, ""))
    .join("\n");
}

describe("new entries from the studio", () => {
  for (const [collection, id, file] of [
    ["team", "nina-patel", "content/team/nina-patel.yaml"],
    ["jobs", "designer", "content/jobs/designer.md"],
  ] as const)
    it(`writes ${collection}'s scaffold without a comment`, async () => {
      const siteNew = scaffoldEntry(project.root, collection, id);
      if (!siteNew.ok) throw new Error(siteNew.message);
      const answer = await project.json("POST", "/entries", { collection, id });
      expect(await answer.json()).toEqual({ ok: true, file });
      const written = readFileSync(join(project.root, file), "utf8");
      expect(written).toBe(withoutScaffoldComments(siteNew.text));
      expect(written).not.toMatch(/#|TODO/);
    });
});
