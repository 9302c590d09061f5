import { describe, expect, it } from "vitest";
import { parseContentFile } from "../load/load.ts";
import { checkBodyHtml } from "./body-html-check.ts";

const file = "content/jobs/hostile.md";
const text = [
  "---", // 1
  "id: hostile", // 2
  "title: Hostile", // 3
  "---", // 4
  "", // 5
  "Safe **text** and a [good link](https://example.com).", // 6
  "", // 7
  "Inline <script>alert(1)</script> code.", // 8
  "", // 9
  '<img src="/images/a.png" onerror="alert(1)">', // 10
  "", // 11
  "A [bad link](javascript:alert(1)), an ![eye](https://tracker.example/p.png).", // 12
  "", // 13
  "<div>", // 14
  '  <iframe src="https://evil.example"></iframe>', // 15
  '  <meta http-equiv="refresh" content="30;url=https://evil.example/phish">', // 16
  "</div>", // 17
  "", // 18
  "`<script>in code</script>` stays text.", // 19
  "", // 20
].join("\n");

function warningsOf(fileText: string) {
  const loaded = parseContentFile(Buffer.from(fileText), file);
  if (!loaded.ok) throw new Error("the fixture must parse");
  const { body, bodyLine } = loaded.source;
  return checkBodyHtml(file, body ?? "", bodyLine ?? 1);
}

describe("warnings of what a Markdown body loses", () => {
  it("warns of each dropped element, attribute and link at its line in the file", () => {
    const warnings = warningsOf(text);
    expect(warnings.map(({ line, column, message }) => `${line}:${column} ${message}`)).toEqual([
      "8:8 raw HTML removed: <script>",
      '10:1 raw HTML removed: onerror="alert(1)" on <img>',
      "12:14 link to 'javascript:alert(1)' removed: only its text is shown",
      "12:46 image 'https://tracker.example/p.png' removed",
      "14:1 raw HTML removed: <div>",
      "15:3 raw HTML removed: <iframe>",
      "16:3 raw HTML removed: <meta>",
    ]);
    for (const warning of warnings) {
      expect(warning).toMatchObject({ file, severity: "warning", path: "$.body" });
      expect(["html-removed", "link-removed"]).toContain(warning.rule);
    }
  });

  it("finds nothing in a body the page keeps whole", () => {
    expect(
      warningsOf(
        "---\nid: a\n---\n# Title\n\n- **a** [b](/services#x) ![c](/images/c.png)\n\n| a |\n|---|\n| 1 |\n",
      ),
    ).toEqual([]);
  });
});
