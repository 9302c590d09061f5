import { type Problem, problem } from "../problems/problems.ts";

/** Line and column (1-based) of a character offset in a whole file's text. */
export function positionInText(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const lineStart = before.lastIndexOf("\n") + 1;
  return { line: before.split("\n").length, column: offset - lineStart + 1 };
}

/**
 * The file's text, and a problem when its bytes are not UTF-8: Node replaces each unreadable
 * sequence with U+FFFD, so the first U+FFFD the bytes did not spell out is where the damage is.
 */
export function decodeUtf8(bytes: Buffer, file: string): { text: string; problems: Problem[] } {
  const text = bytes.toString("utf8");
  const reencoded = Buffer.from(text, "utf8");
  if (reencoded.equals(bytes)) return { text, problems: [] };
  let byte = 0;
  while (byte < bytes.length && bytes[byte] === reencoded[byte]) byte++;
  // Back to the start of the character the difference falls in (continuation bytes are 10xxxxxx).
  while (byte > 0 && ((reencoded[byte] ?? 0) & 0xc0) === 0x80) byte--;
  const offset = reencoded.subarray(0, byte).toString("utf8").length;
  return {
    text,
    problems: [problem({ file, ...positionInText(text, offset), path: "$" }, "encoding")],
  };
}

// C0 control characters and DEL, except tab, line feed and carriage return, which YAML and Markdown use.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const controlCharacter = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const maxReported = 20;

/** One problem per line holding an invisible control character (NUL, backspace, escape, …). */
export function findControlCharacters(text: string, file: string): Problem[] {
  const problems: Problem[] = [];
  const lines = text.split("\n");
  for (let index = 0; index < lines.length && problems.length < maxReported; index++) {
    const match = controlCharacter.exec(lines[index] ?? "");
    if (!match) continue;
    const code = (match[0].codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0");
    problems.push(
      problem({ file, line: index + 1, column: match.index + 1, path: "$" }, "control-character", { code }),
    );
  }
  return problems;
}
