/** Edit distance, for "did you mean …?" hints on mistyped values. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution);
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

function allowedDistance(candidate: string): number {
  return Math.max(2, Math.floor(candidate.length / 3));
}

/** The closest candidate to a mistyped value, if it is close enough to be a likely typo. */
export function closestMatch(value: string, candidates: readonly string[]): string | undefined {
  const wanted = value.trim().toLowerCase();
  let best: { candidate: string; distance: number } | undefined;
  for (const candidate of candidates) {
    // The distance is at least the difference in length: a far longer value (a pasted 20 MB text)
    // cannot be a typo of the candidate, and measuring it would take minutes.
    if (Math.abs(wanted.length - candidate.length) > allowedDistance(candidate)) continue;
    const distance = editDistance(wanted, candidate.toLowerCase());
    if (!best || distance < best.distance) best = { candidate, distance };
  }
  if (!best) return undefined;
  return best.distance <= allowedDistance(best.candidate) ? best.candidate : undefined;
}
