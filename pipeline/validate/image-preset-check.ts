import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { isPair, isScalar, isSeq, LineCounter, type Node, parseDocument, visit } from "yaml";
import { imagePresets } from "../images/image-presets.ts";
import { jsonPath, type Problem, problem } from "../problems/problems.ts";
import { closestMatch } from "./near-miss.ts";

/** The keys and indexes leading to a node, from the ancestors `visit` passes. */
function segmentsOf(ancestors: readonly unknown[], node: unknown): (string | number)[] {
  const segments: (string | number)[] = [];
  [...ancestors, node].forEach((ancestor, index, chain) => {
    if (isPair(ancestor) && isScalar(ancestor.key)) segments.push(String(ancestor.key.value));
    if (isSeq(ancestor)) segments.push(ancestor.items.indexOf(chain[index + 1] as Node));
  });
  return segments;
}

/**
 * Every `x-image` in schemas/ names a preset of image-presets.ts: it decides the widths an image is
 * encoded at, so a misspelt one must not pass as the default. Schemas are JSON, which `yaml` parses
 * with the position of every node.
 */
export function checkImagePresets(root: string): Problem[] {
  const known = Object.keys(imagePresets);
  const problems: Problem[] = [];
  const dir = join(root, "schemas");
  for (const name of readdirSync(dir)
    .filter((file) => file.endsWith(".schema.json"))
    .sort()) {
    const file = `schemas/${name}`;
    const lineCounter = new LineCounter();
    const document = parseDocument(readFileSync(join(dir, name), "utf8"), { lineCounter });
    visit(document, {
      Pair(_, pair, ancestors) {
        if (!isScalar(pair.key) || pair.key.value !== "x-image" || !isScalar(pair.value)) return;
        const preset = pair.value.value;
        if (typeof preset === "string" && known.includes(preset)) return;
        const { line, col } = lineCounter.linePos(pair.value.range?.[0] ?? 0);
        const place = { file, line, column: col, path: jsonPath(segmentsOf(ancestors, pair)) };
        problems.push(
          problem(place, "unknown-image-preset", {
            preset: String(preset),
            nearest: closestMatch(String(preset), known),
            presets: known,
          }),
        );
      },
    });
  }
  return problems;
}
