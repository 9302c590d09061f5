import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { repoRoot } from "../../scripts/support/repo-root.ts";
import { editYaml } from "./yaml-edit.ts";

const service = readFileSync(join(repoRoot, "content/services/ai-ml.yaml"), "utf8");

/** The lines of `after` that differ from `before`'s, with a simple line diff. */
function changedLines(before: string, after: string): { removed: string[]; added: string[] } {
  const a = before.split("\n");
  const b = after.split("\n");
  return { removed: a.filter((line) => !b.includes(line)), added: b.filter((line) => !a.includes(line)) };
}

function edited(text: string, change: (data: Record<string, unknown>) => void): string {
  const before = parse(text) as Record<string, unknown>;
  const after = structuredClone(before);
  change(after);
  const result = editYaml(text, before, after);
  expect(parse(result)).toEqual(after);
  return result;
}

describe("editYaml", () => {
  it("changes exactly the line of a changed title", () => {
    const result = edited(service, (data) => {
      data.title = "AI and Machine Learning Services";
    });
    expect(changedLines(service, result)).toEqual({
      removed: [`title: ${parse(service).title}`],
      added: ["title: AI and Machine Learning Services"],
    });
  });

  it("keeps comments, quoting and untouched folded texts", () => {
    const text =
      '# Heading comment\nname: "Quoted"\nlong:\n  folded text that goes on\n  to a second line\ncount: 3 # kept\n';
    const result = edited(text, (data) => {
      data.count = 4;
      data.name = "Still quoted";
    });
    expect(result).toBe(
      '# Heading comment\nname: "Still quoted"\nlong:\n  folded text that goes on\n  to a second line\ncount: 4 # kept\n',
    );
  });

  it("quotes a text that would otherwise read as a number", () => {
    expect(
      edited("code: abc\n", (data) => {
        data.code = "123";
      }),
    ).toBe('code: "123"\n');
  });

  it("adds a list item, adds a key at the end of its group and removes one", () => {
    const text = "a:\n  b: 1\n  c: 2\nlist:\n  - one\n  - two\nend: x\n";
    const result = edited(text, (data) => {
      (data.list as string[]).push("three");
      const a = data.a as Record<string, unknown>;
      delete a.c;
      a.d = "new";
    });
    expect(result).toBe("a:\n  b: 1\n  d: new\nlist:\n  - one\n  - two\n  - three\nend: x\n");
  });

  it("keeps the text of the items a list keeps when one is added, removed or moved", () => {
    const text =
      "items:\n  - first item that was folded\n    onto two lines # note\n  - second\n  - third\nend: x\n";
    expect(
      edited(text, (data) => {
        (data.items as string[]).splice(1, 1);
        (data.items as string[]).push("fourth");
      }),
    ).toBe(
      "items:\n  - first item that was folded\n    onto two lines # note\n  - third\n  - fourth\nend: x\n",
    );
    expect(
      edited(text, (data) => {
        const items = data.items as string[];
        items.unshift(items.pop() ?? "");
      }),
    ).toBe(
      "items:\n  - third\n  - first item that was folded\n    onto two lines # note\n  - second\nend: x\n",
    );
  });

  it("writes a list under a key that was empty, and empties one", () => {
    expect(
      edited("tags:\nnext: 1\n", (data) => {
        data.tags = ["a", "b"];
      }),
    ).toBe("tags:\n  - a\n  - b\nnext: 1\n");
    expect(
      edited("tags:\n  - a\nnext: 1\n", (data) => {
        data.tags = [];
      }),
    ).toBe("tags: []\nnext: 1\n");
  });

  it("fills a key left empty (site new's TODO lines), and writes a text of several lines as a block", () => {
    const text = "# New entry\ntitle:  # TODO\nsummary:\nlist:\n  - one\n";
    expect(
      edited(text, (data) => {
        data.title = "Filled in";
        data.summary = "First line\nsecond line";
        data.list = ["two\nlines"];
      }),
    ).toBe(
      "# New entry\ntitle: Filled in\nsummary: |-\n  First line\n  second line\nlist:\n  - |-\n    two\n    lines\n",
    );
  });

  it("writes a group as a list item inline", () => {
    expect(
      edited("a:\n  - x\nb: 1\n", (data) => {
        data.a = [{ k: 1, j: "q" }];
      }),
    ).toBe("a:\n  - k: 1\n    j: q\nb: 1\n");
  });

  it("edits a flow list in flow style", () => {
    expect(
      edited("technologies: [React, Laravel]\n", (data) => {
        (data.technologies as string[]).push("AWS S3");
      }),
    ).toBe("technologies: [ React, Laravel, AWS S3 ]\n");
  });

  it("writes a changed folded text folded again at its block's indent and width", () => {
    const result = edited(service, (data) => {
      const card = data.card as Record<string, string>;
      card.description = `${card.description} Now with a longer ending.`;
    });
    expect(changedLines(service, result)).toEqual({
      removed: ["    running in production."],
      added: ["    running in production. Now with a longer ending."],
    });
  });

  it("changes one line of a folded meta description given one more character", () => {
    const result = edited(service, (data) => {
      data.metaDescription = `${data.metaDescription}!`;
    });
    expect(changedLines(service, result)).toEqual({
      removed: ["  and MLOps that cut costs and improve decisions."],
      added: ["  and MLOps that cut costs and improve decisions.!"],
    });
  });

  it("folds a longer text at the width of the block's longest line", () => {
    const text = "a:\n  b: >-\n    one two three four\n    five six\nc: 1\n";
    expect(
      edited(text, (data) => {
        (data.a as Record<string, string>).b = "one two three four five six seven eight nine";
      }),
    ).toBe("a:\n  b: >-\n    one two three four\n    five six seven\n    eight nine\nc: 1\n");
  });

  it("keeps a literal literal, a single-quoted text quoted, and quotes what plain cannot hold", () => {
    const text = "lit: |-\n  one\n  two\nsingle: 'x' # note\nplain: y\nlist:\n  - z\n";
    expect(
      edited(text, (data) => {
        data.lit = "  indented\nthen: not a key";
        data.single = "it's";
        data.plain = "- a: b # c";
        data.list = ["true"];
      }),
    ).toBe(
      "lit: |2-\n    indented\n  then: not a key\nsingle: 'it''s' # note\nplain: \"- a: b # c\"\nlist:\n  - \"true\"\n",
    );
  });

  it("writes a text of several lines in a flow list quoted", () => {
    expect(
      edited("tags: [a, b]\n", (data) => {
        (data.tags as string[])[1] = "two, lines\nhere";
      }),
    ).toBe('tags: [a, "two, lines\n\n        here"]\n');
  });

  it("clears the first field of a list item (the next moves onto its line) and the last of a group", () => {
    const text = "items:\n  - icon: x\n    title: y\nsocials:\n  site: z\nend: 1\n";
    expect(
      edited(text, (data) => {
        delete (data.items as Record<string, unknown>[])[0]?.icon;
        delete (data.socials as Record<string, unknown>).site;
      }),
    ).toBe("items:\n  - title: y\nsocials: {}\nend: 1\n");
  });

  it("fills an empty field of a list item's group with several lines or a group, under the field", () => {
    expect(
      edited("items:\n  - title:\n    note:\n", (data) => {
        const item = (data.items as Record<string, unknown>[])[0] as Record<string, unknown>;
        item.title = "two\nlines";
        item.note = { a: 1 };
      }),
    ).toBe("items:\n  - title: |-\n      two\n      lines\n    note:\n      a: 1\n");
  });
});
