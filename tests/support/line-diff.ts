/** The 0-based line of `offset` in `text`. */
export function lineOf(text: string, offset: number): number {
  let line = 0;
  for (let at = text.indexOf("\n"); at !== -1 && at < offset; at = text.indexOf("\n", at + 1)) line++;
  return line;
}

/**
 * Whether `after` is `before` with only its lines `first` to `last` (0-based, inclusive) replaced:
 * every line before them and after them is still there, in order, at the start and the end.
 */
export function changesOnlyLines(before: string, after: string, first: number, last: number): boolean {
  const a = before.split("\n");
  const b = after.split("\n");
  const head = a.slice(0, first);
  const tail = a.slice(last + 1);
  if (b.length < head.length + tail.length) return false;
  return (
    head.every((line, index) => b[index] === line) &&
    tail.every((line, index) => b[b.length - tail.length + index] === line)
  );
}
