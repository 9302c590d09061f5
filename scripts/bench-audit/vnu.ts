/**
 * The Nu HTML checker (vnu-jar, an optional dependency; needs Java) over every HTML file of the
 * build. Errors are printed per message with the files and positions where they occur; warnings
 * are folded and counted the same way; informational notes are only counted. The checker's CSS
 * messages are counted apart and are no errors: they are about the stylesheet the build inlines
 * into every page (Tailwind's output), which its CSS validator reads without knowing `@property`,
 * `@view-transition` and other CSS that browsers of the last years support.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { clip, plural } from "./table.ts";

interface VnuMessage {
  type: "error" | "info" | "non-document-error";
  subType?: string;
  url?: string;
  lastLine?: number;
  firstLine?: number;
  firstColumn?: number;
  message: string;
  extract?: string;
}

export interface VnuResult {
  /** False when the checker could not run (no jar, no Java): said once, and not a budget miss. */
  ran: boolean;
  errors: number;
}

const JAR = "node_modules/vnu-jar/build/dist/vnu.jar";

type Level = "error" | "warning" | "info";

function levelOf(message: VnuMessage): Level {
  if (message.type === "info") return message.subType === "warning" ? "warning" : "info";
  return "error";
}

interface Occurrence {
  file: string;
  line?: number;
  column?: number;
  extract?: string;
}

function fileOf(message: VnuMessage, clientDir: string): string {
  if (!message.url) return "(no file)";
  const path = message.url.startsWith("file:") ? fileURLToPath(message.url) : message.url;
  return relative(clientDir, path) || path;
}

/** `message` → the places it occurs, in first-seen order. */
function fold(messages: readonly VnuMessage[], clientDir: string): Map<string, Occurrence[]> {
  const byMessage = new Map<string, Occurrence[]>();
  for (const message of messages) {
    const occurrence: Occurrence = {
      file: fileOf(message, clientDir),
      ...(message.lastLine !== undefined ? { line: message.firstLine ?? message.lastLine } : {}),
      ...(message.firstColumn !== undefined ? { column: message.firstColumn } : {}),
      ...(message.extract ? { extract: message.extract } : {}),
    };
    byMessage.set(message.message, [...(byMessage.get(message.message) ?? []), occurrence]);
  }
  return byMessage;
}

function printFolded(byMessage: Map<string, Occurrence[]>, withPlaces: boolean): void {
  const sorted = [...byMessage].sort((a, b) => b[1].length - a[1].length);
  for (const [message, places] of sorted) {
    const files = new Map<string, Occurrence[]>();
    for (const place of places) files.set(place.file, [...(files.get(place.file) ?? []), place]);
    console.log(`  ${places.length}× in ${plural(files.size, "file")}: ${clip(message, 220)}`);
    if (!withPlaces) continue;
    const shown = [...files].slice(0, 10);
    for (const [file, where] of shown) {
      const positions = where.slice(0, 4).map((place) => `${place.line ?? "?"}:${place.column ?? "?"}`);
      const more = where.length > 4 ? ` +${where.length - 4}` : "";
      console.log(`      ${file} ${positions.join(", ")}${more}`);
    }
    if (files.size > shown.length) console.log(`      … ${files.size - shown.length} more files`);
    const extract = places[0]?.extract;
    if (extract) console.log(`      e.g. «${clip(extract, 160)}»`);
  }
}

/** Runs the checker on `clientDir` and prints what it found. */
export function runVnu(root: string, clientDir: string): VnuResult {
  const jar = join(root, JAR);
  console.log("Nu HTML checker");
  if (!existsSync(jar)) {
    console.log(`  SKIPPED: ${JAR} is missing (vnu-jar is an optional dependency; \`npm install\` adds it).`);
    return { ran: false, errors: 0 };
  }
  const started = performance.now();
  const run = spawnSync("java", ["-jar", jar, "--format", "json", "--skip-non-html", clientDir], {
    encoding: "utf8",
    maxBuffer: 256 * 1024 * 1024,
  });
  if (run.error) {
    console.log(
      `  SKIPPED: could not start Java (${run.error.message}); the checker needs \`java\` on PATH.`,
    );
    return { ran: false, errors: 0 };
  }
  let messages: VnuMessage[];
  let cssMessages = 0;
  try {
    const all = (JSON.parse(run.stderr) as { messages: VnuMessage[] }).messages;
    messages = all.filter((message) => !message.message.startsWith("CSS: "));
    cssMessages = all.length - messages.length;
  } catch {
    console.log(
      `  FAILED: the checker exited ${run.status} without a JSON report:\n${clip(run.stderr, 600)}`,
    );
    return { ran: true, errors: 1 };
  }
  const byLevel: Record<Level, VnuMessage[]> = { error: [], warning: [], info: [] };
  for (const message of messages) byLevel[levelOf(message)].push(message);
  const filesWith = (level: Level) =>
    new Set(byLevel[level].map((message) => fileOf(message, clientDir))).size;
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const htmlFiles = readdirSync(clientDir, { recursive: true, encoding: "utf8" }).filter((name) =>
    name.endsWith(".html"),
  ).length;
  console.log(
    `  ${plural(htmlFiles, "HTML file")} checked: ${plural(byLevel.error.length, "error")} in ${plural(filesWith("error"), "file")}, ` +
      `${plural(byLevel.warning.length, "warning")} in ${plural(filesWith("warning"), "file")}, ` +
      `${plural(byLevel.info.length, "informational note")} (${seconds} s)`,
  );
  if (cssMessages > 0)
    console.log(
      `  ${plural(cssMessages, "message")} of its CSS validator on the inlined stylesheet, not counted`,
    );
  if (byLevel.error.length > 0) {
    console.log("Errors:");
    printFolded(fold(byLevel.error, clientDir), true);
  }
  if (byLevel.warning.length > 0) {
    console.log("Warnings:");
    printFolded(fold(byLevel.warning, clientDir), true);
  }
  if (byLevel.info.length > 0) {
    console.log("Informational notes (counted only):");
    printFolded(fold(byLevel.info, clientDir), false);
  }
  const perFile = new Map<string, { errors: number; warnings: number }>();
  for (const level of ["error", "warning"] as const)
    for (const message of byLevel[level]) {
      const file = fileOf(message, clientDir);
      const counts = perFile.get(file) ?? { errors: 0, warnings: 0 };
      if (level === "error") counts.errors++;
      else counts.warnings++;
      perFile.set(file, counts);
    }
  if (perFile.size > 0) {
    console.log("Per file:");
    for (const [file, counts] of [...perFile].sort((a, b) => a[0].localeCompare(b[0])))
      console.log(`  ${file}: ${plural(counts.errors, "error")}, ${plural(counts.warnings, "warning")}`);
  }
  return { ran: true, errors: byLevel.error.length };
}
