/** Seeded randomness: every random choice in a sample image comes from a PRNG seeded with its name. */

export type Random = () => number;

function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** mulberry32: small, fast and good enough for picking shapes and bar heights. */
export function createRandom(seedText: string): Random {
  let state = hashString(seedText);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One of `items`, chosen by `random`. */
export function pick<T>(random: Random, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error("pick needs a non-empty list");
  return item;
}

export function between(random: Random, min: number, max: number): number {
  return min + random() * (max - min);
}
