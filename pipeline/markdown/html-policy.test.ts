import { Parser } from "htmlparser2";
import { describe, expect, it } from "vitest";
import { droppedHtml } from "./dropped-html.ts";
import { renderMarkdown } from "./render-markdown.ts";

/** Every element of `html` with its attributes, as a browser-like parser reads them. */
function elementsOf(html: string): { name: string; attributes: Record<string, string> }[] {
  const elements: { name: string; attributes: Record<string, string> }[] = [];
  const parser = new Parser({ onopentag: (name, attributes) => elements.push({ name, attributes }) });
  parser.end(html);
  return elements;
}

const refusedElements = ["script", "iframe", "object", "embed", "form", "input", "button", "textarea"];
const refusedElementsToo = ["meta", "base", "link", "style", "svg", "math", "noscript", "select"];

/** What no rendered body may hold, whatever was written. */
function dangersIn(html: string): string[] {
  return elementsOf(html).flatMap(({ name, attributes }) => [
    ...([...refusedElements, ...refusedElementsToo].includes(name) ? [`<${name}>`] : []),
    ...Object.entries(attributes).flatMap(([attribute, value]) => {
      // As a browser reads a URL: without blanks and control characters.
      const url = [...value]
        .filter((character) => character.charCodeAt(0) > 0x20)
        .join("")
        .toLowerCase();
      return [
        ...(/^on/i.test(attribute) ? [`${attribute} on <${name}>`] : []),
        ...(attribute === "style" ? [`style on <${name}>`] : []),
        ...(["href", "src"].includes(attribute) && /^(javascript|data|vbscript):/.test(url)
          ? [`${attribute}=${value}`]
          : []),
        ...(attribute === "src" && /^(\w+:|\/\/|\/\\)/.test(url) ? [`remote ${value}`] : []),
        ...(attribute === "href" && /^(\/\/|\/\\)/.test(url) ? [`protocol-relative ${value}`] : []),
      ];
    }),
  ]);
}

/** Bodies as a hostile author writes them: each must lose every danger. */
const attacks = [
  "<img src=x onerror=alert(1)>",
  "<script>alert(1)</script>",
  "<ScRiPt>alert(1)</ScRiPt>",
  "text <script>alert(1)</script> inline",
  '<a href="javascript:alert(1)">x</a>',
  '<a href="  JaVaScRiPt:alert(1)">x</a>',
  '<a href="java\tscript:alert(1)">x</a>',
  '<a href="javascript&#58;alert(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html,<script>alert(1)</script>">x</a>',
  "[x](javascript:alert(1))",
  "[x](JAVASCRIPT:alert(1))",
  "[x](javascript&#58;alert(1))",
  "[x][evil]\n\n[evil]: javascript:alert(1)",
  "<javascript:alert(1)>",
  "![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)",
  "![x](https://tracker.example/pixel.png)",
  "![x](//tracker.example/pixel.png)",
  '<iframe src="https://evil.example"></iframe>',
  '<meta http-equiv="refresh" content="30;url=https://evil.example/phish">',
  '<base href="https://evil.example/">',
  '<link rel="stylesheet" href="https://evil.example/x.css">',
  "<style>body { display: none }</style>",
  '<p style="position:fixed;inset:0">cover</p>',
  '<object data="x.swf"></object><embed src="x.swf">',
  '<form action="https://evil.example"><input name="password"><button>go</button></form>',
  "<svg onload=alert(1)><circle r=1 /></svg>",
  '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
  "<math><mi><mglyph><style><img src=x onerror=alert(1)></style></mglyph></mi></math>",
  '<math href="javascript:alert(1)">x</math>',
  "<img src=x onerror=alert(1)",
  "<script>alert(1)",
  '<a href="javascript:alert(1)">unclosed',
  "<scr<script>ipt>alert(1)</script>",
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<details open ontoggle="alert(1)">x</details>',
  '<a href="/\\evil.example">x</a>',
];

/** Markdown an editor writes, and the HTML the page keeps of it. */
const kept: [string, string][] = [
  ["# One\n\n## Two\n\n###### Six", "<h1>One</h1>\n<h2>Two</h2>\n<h6>Six</h6>\n"],
  [
    "A *word*, **strong**, ~~gone~~ and `code`.",
    "<p>A <em>word</em>, <strong>strong</strong>, <del>gone</del> and <code>code</code>.</p>\n",
  ],
  [
    "- a\n- b\n\n3. c\n4. d",
    '<ul>\n<li>a</li>\n<li>b</li>\n</ul>\n<ol start="3">\n<li>c</li>\n<li>d</li>\n</ol>\n',
  ],
  ["> quoted", "<blockquote>\n<p>quoted</p>\n</blockquote>\n"],
  ["a\n\n---\n\nb", "<p>a</p>\n<hr />\n<p>b</p>\n"],
  ["line  \nbreak", "<p>line<br />break</p>\n"],
  [
    '[web](https://example.com "Title") [plain](http://example.com) [mail](mailto:a@example.com) [call](tel:+61200000000) [page](/services) [up](../x) [here](#top)',
    '<p><a href="https://example.com" title="Title">web</a> <a href="http://example.com">plain</a> <a href="mailto:a@example.com">mail</a> <a href="tel:+61200000000">call</a> <a href="/services">page</a> <a href="../x">up</a> <a href="#top">here</a></p>\n',
  ],
  ["<https://example.com>", '<p><a href="https://example.com">https://example.com</a></p>\n'],
  [
    "![Team](/images/team/a.jpg) ![rel](team/a.jpg)",
    '<p><img src="/images/team/a.jpg" alt="Team" /> <img src="team/a.jpg" alt="rel" /></p>\n',
  ],
  [
    "| a | b |\n|:-:|--:|\n| 1 | 2 |",
    '<table>\n<thead>\n<tr>\n<th align="center">a</th>\n<th align="right">b</th>\n</tr>\n</thead>\n<tbody><tr>\n<td align="center">1</td>\n<td align="right">2</td>\n</tr>\n</tbody></table>\n',
  ],
  ["```ts\nconst a = 1 < 2;\n```", '<pre><code class="language-ts">const a = 1 &lt; 2;\n</code></pre>\n'],
  ["Raw <strong>bold</strong> and <em>it</em>", "<p>Raw <strong>bold</strong> and <em>it</em></p>\n"],
];

describe("the HTML policy of content bodies", () => {
  it.each(attacks)("leaves nothing dangerous of %j", (body) => {
    const html = renderMarkdown(body);
    expect(dangersIn(html)).toEqual([]);
    expect(html.toLowerCase()).not.toMatch(/<script|<iframe|<meta|<svg|<math/);
  });

  it("keeps the text around what it drops", () => {
    expect(renderMarkdown('Before <iframe src="https://evil.example"></iframe> after')).toBe(
      "<p>Before  after</p>\n",
    );
    expect(renderMarkdown("[click me](javascript:alert(1))")).toBe("<p><a>click me</a></p>\n");
  });

  it.each(kept)("keeps %j as written", (body, html) => {
    expect(renderMarkdown(body)).toBe(html);
  });

  // Warnings come from the same policy: whatever it drops of a raw tag is found, and nothing it keeps.
  // (A tag never closed with `>` is text, escaped as such: nothing to drop.)
  it.each(
    attacks.filter((body) => /^<[a-z]/i.test(body) && body.includes(">") && !body.startsWith("<javascript:")),
  )("finds what the policy drops of %j", (body) => {
    expect(droppedHtml(body).length).toBeGreaterThan(0);
  });

  it("finds nothing dropped in what it keeps", () => {
    for (const [, html] of kept) expect(droppedHtml(html)).toEqual([]);
  });
});
