import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { BrokenLink } from "./check-links.ts";
import { linkProblems } from "./link-problems.ts";

const root = mkdtempSync(join(tmpdir(), "link-problems-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));
function write(path: string, text: string): void {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}

const post = "---\ntitle: Hello\n---\n\nRead [the guide](/no-such-page) and [the notes](/no-such-page-2).\n";
write("content/blog/hello.md", post);
const html = '<html><body>\n<header><a href="/gone">x</a></header>\n</body></html>';
write("dist/client/blog/hello/index.html", html);

const broken = (url: string, offset = 0): BrokenLink => ({
  file: "blog/hello/index.html",
  page: "/blog/hello",
  url,
  where: "<a href>",
  offset,
  reason: `no page or file of the build is at ${url}`,
});

describe("linkProblems", () => {
  const input = { root, clientDir: "dist/client", sourcesOf: () => ["content/blog/hello.md"] };

  it("points at the line and column of the content file that holds the link as written", async () => {
    expect(await linkProblems([broken("/no-such-page"), broken("/no-such-page-2")], input)).toEqual([
      {
        file: "content/blog/hello.md",
        line: 5,
        column: 18,
        path: "<a href>",
        rule: "broken-link",
        message:
          "broken link '/no-such-page' on /blog/hello: no page or file of the build is at /no-such-page",
      },
      expect.objectContaining({ file: "content/blog/hello.md", line: 5, column: 49 }),
    ]);
  });

  it("points at the built page's line when no content file of the page holds the link", async () => {
    const [problem] = await linkProblems([broken("/gone", html.indexOf("<a"))], input);
    expect(problem).toMatchObject({ file: "dist/client/blog/hello/index.html", line: 2, column: 9 });
    expect(problem?.hint).toMatch(/component or layout in site\//);
  });
});
