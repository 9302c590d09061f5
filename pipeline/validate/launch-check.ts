import { readFileSync } from "node:fs";
import { join } from "node:path";
import { isMap, isScalar, isSeq, type Node } from "yaml";
import { TEST_SITE_KEYS } from "../../contracts/turnstile-test-keys.ts";
import { positionInText } from "../load/raw-text-check.ts";
import type { CollectionFiles } from "../load/read-content.ts";
import type { SourceFile } from "../load/source-file.ts";
import type { Rule } from "../problems/catalogue.ts";
import { type Problem, problem, problemAt } from "../problems/problems.ts";

/** A value that is fine while building the site but must not go live. */
interface LaunchRule {
  rule: Extract<Rule, `launch-${string}`>;
  pattern: RegExp;
}

const launchRules: readonly LaunchRule[] = [
  {
    rule: "launch-example-domain",
    // example.com, example.org and example.net are reserved for documentation: nobody reads their mail.
    pattern: /\b(?:[\w.+-]+@)?(?:[\w-]+\.)*example\.(?:com|org|net)\b/i,
  },
  {
    rule: "launch-fictional-phone",
    // 555-0100…555-0199 (North America) and 5550 xxxx (Australia) are reserved for fiction.
    pattern: /(?<![\d])(?:555[-.\s]?01\d\d|5550[-.\s]?\d{4})(?![\d])/,
  },
  {
    rule: "launch-turnstile-test-key",
    // Cloudflare's test site keys: their widget passes every visitor, bots included.
    pattern: new RegExp(`\\b(?:${[...TEST_SITE_KEYS].join("|")})\\b`),
  },
  {
    rule: "launch-sample-text",
    pattern: /\blorem ipsum\b|\bsample\b/i,
  },
];

function findIn(text: string): { rule: LaunchRule; index: number; found: string }[] {
  return launchRules.flatMap((rule) => {
    const match = rule.pattern.exec(text);
    return match ? [{ rule, index: match.index, found: match[0] }] : [];
  });
}

/** Every string value of a YAML document with its JSON path segments. */
function* stringValues(
  node: Node | null | undefined,
  segments: (string | number)[] = [],
): Generator<{ segments: (string | number)[]; value: string }> {
  if (isMap(node)) {
    for (const pair of node.items)
      if (isScalar(pair.key))
        yield* stringValues(pair.value as Node | null, [...segments, String(pair.key.value)]);
  } else if (isSeq(node)) {
    for (const [index, item] of node.items.entries()) yield* stringValues(item as Node, [...segments, index]);
  } else if (isScalar(node) && typeof node.value === "string") {
    yield { segments, value: node.value };
  }
}

function checkValues(source: SourceFile): Problem[] {
  const problems: Problem[] = [];
  for (const { segments, value } of stringValues(source.document.contents as Node | null)) {
    for (const { rule, found } of findIn(value))
      problems.push(problemAt(source, segments, rule.rule, { found, inBody: false }));
  }
  return problems;
}

/** A Markdown body is not YAML: its lines are searched in the file itself. */
function checkBody(root: string, source: SourceFile): Problem[] {
  if (source.body === undefined) return [];
  const text = readFileSync(join(root, source.file), "utf8");
  const bodyStart = text.endsWith(source.body) ? text.length - source.body.length : 0;
  return findIn(source.body).map(({ rule, index, found }) =>
    problem({ file: source.file, ...positionInText(text, bodyStart + index), path: "$.body" }, rule.rule, {
      found,
      inBody: true,
    }),
  );
}

/**
 * What `site validate --launch` adds: the sample content's placeholders (example.com addresses,
 * fictional phone numbers, the Turnstile test key, sample text). A site url that is missing or not
 * https needs no rule here: site.schema.json already refuses it in every `validate`.
 */
export function checkLaunch(root: string, collections: readonly CollectionFiles[]): Problem[] {
  return collections.flatMap(({ sources }) =>
    sources.flatMap((source) => [...checkValues(source), ...checkBody(root, source)]),
  );
}
