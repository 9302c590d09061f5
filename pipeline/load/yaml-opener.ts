/**
 * YAML reports an unclosed quote or bracket where it gives up, often lines later. This finds the
 * line that opened it, for a hint: the last line before the error with an unbalanced opener.
 */
export function findUnclosedOpener(
  text: string,
  errorOffset: number,
  message: string,
): { line: number; column: number } | undefined {
  const opener = /quote/i.test(message)
    ? message.includes("'") && !message.includes('"')
      ? "'"
      : '"'
    : /\]/.test(message)
      ? "["
      : /\}/.test(message)
        ? "{"
        : undefined;
  if (!opener) return undefined;
  const closer = opener === "[" ? "]" : opener === "{" ? "}" : opener;
  const lines = text.slice(0, errorOffset).split("\n");
  for (let index = lines.length - 1; index >= 0; index--) {
    const line = lines[index] ?? "";
    const opens = [...line].filter((char) => char === opener).length;
    const unbalanced =
      opener === closer ? opens % 2 === 1 : opens > [...line].filter((char) => char === closer).length;
    if (unbalanced) return { line: index + 1, column: line.lastIndexOf(opener) + 1 };
  }
  return undefined;
}
