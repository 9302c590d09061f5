import { describe, expect, it } from "vitest";
import { readDocument, writeDocument } from "./documents.ts";

describe("the studio's Markdown files", () => {
  it("ends the front matter where the engine does: a `-----` line is YAML, so the file is no form", () => {
    const read = readDocument("content/jobs/dashes.md", "---\ntitle: A\n-----\n---\nBody\n");
    expect(read.ok).toBe(false);
  });

  it("writes the front matter's edit and the body, keeping the blank line between them", () => {
    const text = "---\ntitle: A # kept\n---\n\nBody\n";
    expect(writeDocument("content/jobs/a.md", text, { data: { title: "B" }, body: "New body\n" })).toEqual({
      ok: true,
      text: "---\ntitle: B # kept\n---\n\nNew body\n",
    });
  });

  it("closes a front matter nothing closed once it has a body", () => {
    expect(
      writeDocument("content/jobs/a.md", "---\ntitle: A\n", { data: { title: "A" }, body: "Body\n" }),
    ).toEqual({
      ok: true,
      text: "---\ntitle: A\n---\nBody\n",
    });
  });
});
