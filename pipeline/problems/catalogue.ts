/**
 * Every problem the engine reports, by rule id: what its message says and what its hint suggests.
 * A check finds the facts (the value, the field, the nearest right value); the words are here.
 *
 * How to write an entry
 * - The message says what is wrong, in the maintainer's words: the words of the content files and
 *   the site (field, image, page, link), never the code's (property, node, instance, undefined).
 *   It quotes the value as written ('Helthcare'), so a search of the file finds it. It does not
 *   say where: the report prints file:line:column and the field's path beside it.
 * - The hint says what to do: the fix, the nearest right value ("did you mean …?"), or what is
 *   allowed. Leave it out when the message already says it.
 * - Parameters arrive ready to print: a check formats a value (schema-check's `describe`) or finds
 *   a near miss itself, and the template only puts them in words. Texts a schema supplies (a
 *   field's description, its `x-pattern-hint`) and the schema validator's own words are quoted as
 *   they are.
 * - Mechanical rules (catalogue.test.ts checks them): one line; no space at either end and never
 *   two in a row (the pretty report separates message and path with two); no full stop at the end;
 *   no label such as "error:" or "hint:" (the report adds its own); it starts in lower case unless
 *   it starts with a quote, a number or a name (YAML, Markdown).
 * - A rule id is permanent once released: `--format json` output and GitHub annotation titles carry
 *   it, and tools match on it. Problems with different fixes get different ids.
 * - Every entry is used: tests/fixtures/every-rule holds a file that breaks each rule, and
 *   catalogue.test.ts fails on an entry nothing reports. See "Adding a content check" in
 *   docs/development.md.
 */

interface Entry<P> {
  message: (params: P) => string;
  /** A fixed hint, or one made from the same parameters (none when it returns undefined). */
  hint?: string | ((params: P) => string | undefined);
  /** Where `problemAt` points in the file: the value (by default), or the key naming it. */
  at?: "key";
  /** A warning fails nothing: said, and the content is used without what it names. */
  severity?: "warning";
}

/** An entry whose parameters are `P` (none when `P` is left out). */
function entry<P = undefined>(text: Entry<P>): Entry<P> {
  return text;
}

interface Position {
  line: number;
  column: number;
}

function didYouMean(nearest: string | undefined): string | undefined {
  return nearest === undefined ? undefined : `did you mean '${nearest}'?`;
}

const plainYaml =
  "content files are plain YAML: remove the tag and write the value as text, a number, a list or fields";

/** The schema validator's (ajv's) own words, for the keywords the wording above does not cover. */
const validatorWords = entry<{ keyword: string; said: string | undefined }>({
  message: ({ keyword, said }) => said ?? `fails the '${keyword}' rule`,
});

const launchHint = ({ inBody }: { inBody: boolean }) =>
  `replace it with the real ${inBody ? "text" : "value"} before going live`;

/** Why a link of a built page leads nowhere: the end of its `broken-link` message. */
export const brokenLinkReasons = {
  notAUrl: () => "this is not a valid URL",
  nothingAt: (path: string) => `no page or file of the build is at ${path}`,
  /** `page` is the target page's path, or undefined for the page the link is on. */
  noId: (page: string | undefined, id: string) => `${page ?? "this page"} has no element with id '${id}'`,
};

export const catalogue = {
  // Reading a file (pipeline/load/)
  "missing-file": entry({ message: () => "required content file is missing" }),
  "symbolic-link": entry({
    message: () => "a symbolic link: content files, images and folders must be real files in content/",
    hint: "replace the link with a copy of the file it points to (the tools never read through a link)",
  }),
  "file-too-large": entry<{ size: string; limit: string }>({
    message: ({ size, limit }) =>
      `the file is ${size}: content files may be ${limit} at most, so it was not read`,
    hint: "split it into smaller files, or move long text out of it; a content file is usually a few kilobytes",
  }),
  encoding: entry({
    message: () => "the file is not valid UTF-8 text: these bytes cannot be read",
    hint: "save the file with UTF-8 encoding in your editor, then retype the character here",
  }),
  "control-character": entry<{ code: string }>({
    message: ({ code }) => `the text holds an invisible control character (U+${code})`,
    hint: "delete it: such characters usually come from pasting out of another program",
  }),
  "empty-file": entry({
    message: () => "the file is empty",
    hint: "write its content again, or bring back its last saved version (your editor's undo, or 'git restore' on the file)",
  }),
  "front-matter": entry({
    message: () => "Markdown file has no front matter: it must start with a '---' line",
  }),
  "yaml-syntax": entry<
    | { kind: "error"; said: string; opener: Position | undefined }
    /** What the YAML parser warns of besides an unknown tag (a `%` directive it does not know). */
    | { kind: "warning"; said: string }
  >({
    message: (found) => (found.kind === "error" ? `YAML syntax error: ${found.said}` : `YAML: ${found.said}`),
    hint: (found) =>
      found.kind === "warning"
        ? plainYaml
        : found.opener &&
          `check line ${found.opener.line}, column ${found.opener.column}: it opens what is never closed`,
  }),
  "yaml-tag": entry<{ tag: string }>({ message: ({ tag }) => `unknown YAML tag '${tag}'`, hint: plainYaml }),
  "yaml-aliases": entry<{ limit: number; alias: string }>({
    message: ({ limit, alias }) =>
      `too many aliases: more than ${limit} copies of anchored values (*${alias})`,
    hint: "write the values out, or use fewer '*' references to '&' anchors",
  }),

  // What a Markdown body may hold (pipeline/markdown/): warnings, as the page is built without it.
  "html-removed": entry<{ element: string; attribute?: string; value?: string }>({
    message: ({ element, attribute, value }) =>
      attribute === undefined
        ? `raw HTML removed: <${element}>`
        : `raw HTML removed: ${attribute}="${value ?? ""}" on <${element}>`,
    hint: "pages keep headings, paragraphs, lists, emphasis, quotes, links, images of the site, tables and code: write it in Markdown",
    severity: "warning",
  }),
  "link-removed": entry<{ kind: "link" | "image"; url: string }>({
    message: ({ kind, url }) =>
      kind === "link" ? `link to '${url}' removed: only its text is shown` : `image '${url}' removed`,
    hint: ({ kind }) =>
      kind === "link"
        ? "link to a web address (https://…), an e-mail (mailto:…), a phone number (tel:…) or a page of the site (/…)"
        : "show images of the site only: a path starting with /, not a full address",
    severity: "warning",
  }),

  // A file against its schema (pipeline/validate/schema-check.ts), by the schema keyword that
  // failed; `value` is the value as schema-check describes it ("the text 'x'", "a list").
  required: entry<{ field: string; description: string | undefined }>({
    message: ({ field }) => `missing required field '${field}'`,
    hint: ({ field, description }) => (description === undefined ? undefined : `'${field}': ${description}`),
    at: "key",
  }),
  additionalProperties: entry<{ field: string; nearest: string | undefined; known: readonly string[] }>({
    message: ({ field }) => `unknown field '${field}'`,
    hint: ({ nearest, known }) =>
      didYouMean(nearest) ?? (known.length ? `allowed fields: ${known.join(", ")}` : undefined),
    at: "key",
  }),
  enum: entry<{ value: string; nearest: string | undefined; allowed: readonly string[] }>({
    message: ({ value }) => `${value} is not one of the allowed values`,
    hint: ({ nearest, allowed }) =>
      didYouMean(nearest) ?? `allowed: ${allowed.map((option) => `'${option}'`).join(", ")}`,
  }),
  type: entry<{ expected: string; value: string }>({
    message: ({ expected, value }) => `expected ${expected}, got ${value}`,
  }),
  minItems: entry<{ limit: number; found: number | undefined; description: string | undefined }>({
    message: ({ limit, found }) =>
      `needs at least ${limit} item(s)${found === undefined ? "" : ` (found ${found})`}`,
    hint: ({ description }) => description,
  }),
  maxItems: entry<{ limit: number; found: number | undefined; description: string | undefined }>({
    message: ({ limit, found }) =>
      `allows at most ${limit} item(s)${found === undefined ? "" : ` (found ${found})`}`,
    hint: ({ description }) => description,
  }),
  minLength: entry<{ limit: number }>({
    message: ({ limit }) => (limit === 1 ? "must not be empty" : `needs at least ${limit} characters`),
  }),
  maxLength: entry<{ limit: number }>({ message: ({ limit }) => `allows at most ${limit} characters` }),
  pattern: entry<{ value: string; pattern: string; patternHint: string | undefined }>({
    message: ({ value, pattern }) => `${value} does not match the required pattern ${pattern}`,
    hint: ({ patternHint }) => patternHint,
  }),
  format: entry<{ value: string; format: string }>({
    message: ({ value, format }) => `${value} is not a valid ${format}`,
  }),
  anyOf: entry<{ value: string; description: string | undefined }>({
    message: ({ value }) => `${value} is not an allowed value`,
    hint: ({ description }) => description,
  }),
  const: validatorWords,
  dependencies: validatorWords,
  minimum: validatorWords,
  maximum: validatorWords,
  minProperties: validatorWords,
  maxProperties: validatorWords,
  uniqueItems: validatorWords,
  /** A keyword of schemas/ that has no entry of its own above (catalogue.test.ts asks for one). */
  schema: validatorWords,

  // Values that name something elsewhere: files, pages, icons (pipeline/validate/integrity.ts)
  "image-path": entry<{ path: string }>({
    message: ({ path }) => `image path '${path}' must be relative to content/images`,
    hint: "write it like 'projects/acme-thumb.jpg'",
  }),
  "image-type": entry<{ path: string }>({
    message: ({ path }) => `'${path}' is not a supported image (jpg, png, webp, avif, gif, svg)`,
  }),
  "missing-image": entry<{ path: string }>({
    message: ({ path }) => `image not found: content/images/${path}`,
  }),
  "media-path": entry<{ path: string }>({
    message: ({ path }) => `'${path}' must be a .webm or .mp4 file relative to content/media`,
  }),
  "missing-media": entry<{ path: string }>({
    message: ({ path }) => `media file not found: content/media/${path}`,
  }),
  /**
   * A link that leads nowhere: a route value of the content (`to: /contct`) that is no route of
   * the site, or a link of a built page (pipeline/links/) that no page or file of the build answers.
   */
  "broken-link": entry<
    | { kind: "route"; link: string; nearest: string | undefined }
    | { kind: "built"; url: string; page: string; reason: string; inContent: boolean }
  >({
    message: (link) =>
      link.kind === "route"
        ? `internal link '${link.link}' is not a route of the site`
        : `broken link '${link.url}' on ${link.page}: ${link.reason}`,
    hint: (link) =>
      link.kind === "route"
        ? didYouMean(link.nearest)
        : link.inContent
          ? undefined
          : "no content file of this page holds the link as written: it comes from a component or layout in site/",
  }),
  /** A link of published content to an entry the published site does not have (`file` is the entry's). */
  "unpublished-link": entry<
    | { link: string; file: string; state: "draft" }
    | { link: string; file: string; state: "scheduled" | "expired"; when: string }
  >({
    message: (target) =>
      target.state === "draft"
        ? `'${target.link}' is a draft (${target.file}): site build makes no page for it`
        : target.state === "scheduled"
          ? `'${target.link}' is not published before ${target.when} (${target.file})`
          : `'${target.link}' expired on ${target.when} (${target.file})`,
    hint: (target) =>
      target.state === "draft"
        ? `publish it first (delete 'draft: true' in ${target.file}), or link elsewhere`
        : target.state === "scheduled"
          ? `give this page a publishAt of ${target.when} or later, or link elsewhere`
          : `remove the link, or move the expiry of ${target.file} later`,
  }),
  /** A link to an old address of content/redirects.yaml. */
  "redirected-link": entry<{ link: string; to: string }>({
    message: ({ link }) => `'${link}' is an old address that only redirects`,
    hint: ({ to }) => `now at ${to}: link there`,
  }),
  "unknown-icon": entry<{ name: string }>({
    message: ({ name }) => `unknown icon '${name}'`,
    hint: "icon names are lucide names in kebab-case, see https://lucide.dev/icons",
  }),
  "duplicate-id": entry<{ field: string; id: string; others: readonly string[] }>({
    message: ({ field, id, others }) => `duplicate ${field} '${id}': also used by ${others.join(", ")}`,
  }),
  "orphan-record": entry<{ owner: string; field: string; id: string; nearest: string | undefined }>({
    message: ({ owner, field, id }) =>
      `no ${owner} entry has ${field} '${id}': this record belongs to nothing`,
    hint: ({ nearest }) => didYouMean(nearest),
  }),

  // Each page's title and meta description (pipeline/validate/page-meta-check.ts); `where` is the
  // file:line of the page that has it first.
  "duplicate-title": entry<{ where: string }>({
    message: ({ where }) => `the same title as ${where}`,
    hint: "every page needs its own title",
  }),
  "duplicate-description": entry<{ where: string }>({
    message: ({ where }) => `the same description as ${where}`,
    hint: "every page needs its own description",
  }),
  "description-length": entry<{ length: number; min: number; max: number }>({
    message: ({ length, min, max }) => `the description has ${length} characters: it needs ${min}–${max}`,
    hint: ({ length, max }) =>
      length > max
        ? "search results cut it off: say it shorter"
        : "say what the page offers in a full sentence",
  }),

  // The schemas themselves (pipeline/validate/image-preset-check.ts)
  "unknown-image-preset": entry<{ preset: string; nearest: string | undefined; presets: readonly string[] }>({
    message: ({ preset }) => `unknown image preset '${preset}'`,
    hint: ({ nearest, presets }) =>
      [didYouMean(nearest), `the presets are ${presets.join(", ")}`].filter(Boolean).join("; "),
  }),

  // The rules of content/redirects.yaml (pipeline/validate/redirect-check.ts)
  "redirect-duplicate": entry<{ from: string; line: number }>({
    message: ({ from, line }) => `'${from}' is redirected twice: also on line ${line}`,
    hint: "keep one rule per old address",
  }),
  "redirect-from-page": entry<{ from: string }>({
    message: ({ from }) => `'${from}' is a page of the site: a redirect would hide it`,
    hint: "'from' is an old address no page answers any more: remove the rule, or the page",
  }),
  "redirect-target-missing": entry<{ to: string; nearest: string | undefined }>({
    message: ({ to }) => `'${to}' is no page of the site`,
    hint: ({ nearest }) =>
      didYouMean(nearest) ?? "point 'to' at a page the build makes, or at an https:// address",
  }),
  "redirect-chain": entry<{ to: string; next: string; final: string }>({
    message: ({ to, next }) => `'${to}' is redirected again, to ${next}: visitors would be sent on twice`,
    hint: ({ final }) => `point it straight at ${final}`,
  }),
  "redirect-loop": entry<{ cycle: readonly string[] }>({
    message: ({ cycle }) => `redirects in a loop: ${cycle.join(" → ")}`,
    hint: "point one of these rules at a page, or remove it",
  }),

  // The site's time zone (pipeline/publishing/publishing.ts)
  "unknown-time-zone": entry<{ zone: string }>({
    message: ({ zone }) => `unknown time zone '${zone}'`,
    hint: "write an IANA time zone name, such as 'Australia/Sydney', 'Pacific/Auckland' or 'UTC'",
  }),

  // Notices, not problems: valid entries left out of the build (pipeline/publishing/publishing.ts)
  draft: entry({
    message: () => "a draft: site dev shows it, site build leaves it out",
    hint: "to publish it, delete the line 'draft: true'",
  }),
  scheduled: entry<{ when: string; at: string }>({
    message: ({ when }) => `scheduled for ${when}: not built before then, no page and no listing`,
    hint: ({ at }) => `to see the site as it will be then, run 'site build --at ${at}'`,
  }),
  expired: entry<{ when: string; field: string }>({
    message: ({ when }) => `expired on ${when}: not built, no page and no listing`,
    hint: ({ field }) => `to publish it again, move '${field}' to a later time; otherwise delete the file`,
  }),
  closed: entry<{ date: string; field: string }>({
    message: ({ date }) => `closed on ${date}: not built, no page and no listing`,
    hint: ({ field }) => `to publish it again, move '${field}' to a later date; otherwise delete the file`,
  }),

  // What must not go live: `site validate --launch` (pipeline/validate/launch-check.ts); `found` is
  // the text as written, `inBody` whether it is in a Markdown body rather than a value.
  "launch-example-domain": entry<{ found: string; inBody: boolean }>({
    message: ({ found }) => `'${found}' is a placeholder address (example.com/.org/.net)`,
    hint: launchHint,
  }),
  "launch-fictional-phone": entry<{ found: string; inBody: boolean }>({
    message: ({ found }) => `'${found}' is a fictional phone number`,
    hint: launchHint,
  }),
  "launch-turnstile-test-key": entry<{ found: string; inBody: boolean }>({
    message: ({ found }) => `'${found}' is a Cloudflare Turnstile test key: it lets every bot through`,
    hint: launchHint,
  }),
  "launch-sample-text": entry<{ found: string; inBody: boolean }>({
    message: ({ found }) => `'${found}' marks sample text`,
    hint: launchHint,
  }),
};

/** A rule id: the `rule` of a problem. */
export type Rule = keyof typeof catalogue;

/** What the message and hint of `rule` are made from. */
export type ParamsOf<R extends Rule> = Parameters<(typeof catalogue)[R]["message"]>[0];

/** The parameters as a function's trailing arguments: none for a rule that takes none. */
export type ParamsArgs<R extends Rule> = [ParamsOf<R>] extends [undefined] ? [] : [params: ParamsOf<R>];

/** What a problem says: its rule, message and hint. */
export interface Said {
  rule: Rule;
  message: string;
  hint?: string;
  severity?: "warning";
}

/** The words of `rule` for these parameters. */
export function say<R extends Rule>(rule: R, ...args: ParamsArgs<R>): Said {
  // Every entry's message and hint take its own parameters, which ParamsArgs<R> has typed.
  const { message, hint, severity } = catalogue[rule] as Entry<ParamsOf<R>>;
  const params = args[0] as ParamsOf<R>;
  const hinted = typeof hint === "function" ? hint(params) : hint;
  return {
    rule,
    message: message(params),
    ...(hinted ? { hint: hinted } : {}),
    ...(severity ? { severity } : {}),
  };
}

/** The rules whose message is the schema validator's own words: named after their keyword. */
type ValidatorWorded = {
  [R in Rule]: [ParamsOf<R>] extends [{ keyword: string; said: string | undefined }] ? R : never;
}[Rule];

/** Whether the schema keyword `keyword` has an entry that words it as the validator does. */
export function isValidatorWorded(keyword: string): keyword is ValidatorWorded {
  return Object.hasOwn(catalogue, keyword) && catalogue[keyword as Rule] === validatorWords;
}

/** Where `problemAt` points for `rule`: the value, or the key that names it. */
export function pointsAt(rule: Rule): "value" | "key" {
  return catalogue[rule].at ?? "value";
}
