/** SVG building blocks: small string helpers shared by every drawing. */

const FONT = "Inter, 'DejaVu Sans', 'Liberation Sans', sans-serif";

export interface TextStyle {
  size: number;
  fill: string;
  weight?: number;
  anchor?: "start" | "middle" | "end";
}

/** A drawing made for its own width x height canvas, ready to embed at any size. */
export type Drawing = [number, number, string];

export function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

export function svgDocument(width: number, height: number, body: string, defs = ""): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`;
}

export function rect(x: number, y: number, width: number, height: number, fill: string, radius = 0): string {
  return `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${radius}" fill="${fill}"/>`;
}

export function text(x: number, y: number, content: string, style: TextStyle): string {
  const { size, fill, weight = 400, anchor = "start" } = style;
  return `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}">${escapeXml(content)}</text>`;
}

export function linearGradient(id: string, from: string, to: string, vertical = false): string {
  const end = vertical ? 'x2="0" y2="1"' : 'x2="1" y2="1"';
  return `<linearGradient id="${id}" x1="0" y1="0" ${end}><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

/** Places a drawing made for a width x height canvas into a box, scaled to fit. */
export function embed(x: number, y: number, width: number, height: number, inner: Drawing): string {
  const [innerWidth, innerHeight, body] = inner;
  return `<svg x="${x}" y="${y}" width="${width}" height="${height}" viewBox="0 0 ${innerWidth} ${innerHeight}" preserveAspectRatio="xMidYMid slice">${body}</svg>`;
}

/** Rough bold sans-serif advance width, used to keep titles inside their box. */
export function fitFontSize(lines: string[], maxWidth: number, maxSize: number): number {
  const longest = Math.max(...lines.map((line) => line.length));
  return Math.min(maxSize, Math.floor(maxWidth / (longest * 0.62)));
}

/** Splits a title into at most two lines of similar length. */
export function splitTitle(title: string, maxChars: number): string[] {
  const words = title.split(" ");
  if (title.length <= maxChars || words.length === 1) return [title];
  let best: string[] = [title];
  let bestLongest = Number.POSITIVE_INFINITY;
  for (let cut = 1; cut < words.length; cut++) {
    const lines = [words.slice(0, cut).join(" "), words.slice(cut).join(" ")];
    const longest = Math.max(...lines.map((line) => line.length));
    if (longest < bestLongest) [best, bestLongest] = [lines, longest];
  }
  return best;
}

export function textBlock(x: number, y: number, lines: string[], style: TextStyle): string {
  return lines.map((line, index) => text(x, y + index * style.size * 1.15, line, style)).join("");
}

/** A grey bar standing in for a line of body text. */
export function textBar(x: number, y: number, width: number, height: number, fill: string): string {
  return rect(x, y, width, height, fill, height / 2);
}
