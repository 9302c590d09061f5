import { describe, expect, it } from "vitest";
import { yamlPart } from "../authoring/text-edits.ts";
import { joinFrontMatter, splitFrontMatter } from "./front-matter.ts";
import { parseContentFile } from "./load.ts";

/** A `-----` line inside the front matter: the copies that were here disagreed on whether it closes it. */
const DASHES = "---\ntitle: A\nsummary: one\n-----\n---\nBody\n";

describe("splitFrontMatter", () => {
  it("cuts a file at its `---` lines and joins it again as it was", () => {
    for (const text of [
      "---\ntitle: A\n---\n\nBody\n",
      "---\r\ntitle: A\r\n---\r\nBody",
      "---\n---\n",
      DASHES,
    ]) {
      const parts = splitFrontMatter(text);
      expect(parts && joinFrontMatter(parts)).toBe(text);
    }
    expect(splitFrontMatter("---\ntitle: A\n---  \n\nBody\n")).toEqual({
      open: "---\n",
      yaml: "title: A\n",
      close: "---  \n",
      body: "\nBody\n",
    });
  });

  it("takes a line of more dashes as a line of the YAML, not as the closing line", () => {
    expect(splitFrontMatter(DASHES)).toEqual({
      open: "---\n",
      yaml: "title: A\nsummary: one\n-----\n",
      close: "---\n",
      body: "Body\n",
    });
  });

  it("reads the rest as YAML when no line closes it, and nothing without the first line", () => {
    expect(splitFrontMatter("---\ntitle: A\n")).toEqual({
      open: "---\n",
      yaml: "title: A\n",
      close: "",
      body: "",
    });
    expect(splitFrontMatter("title: A\n---\n")).toBeUndefined();
  });

  it("is where the engine's load and site mv's text edits find the front matter", () => {
    const loaded = parseContentFile(Buffer.from(DASHES), "content/jobs/dashes.md");
    // The `-----` line is YAML, where it is no field: a syntax error at its own line, not a body of "--".
    expect(loaded.ok).toBe(false);
    if (!loaded.ok) expect(loaded.problems[0]).toMatchObject({ line: 4 });
    expect(yamlPart("content/jobs/dashes.md", DASHES)).toEqual({
      yaml: "title: A\nsummary: one\n-----\n",
      start: 4,
      body: { text: "Body\n", start: DASHES.length - "Body\n".length },
    });
  });
});
