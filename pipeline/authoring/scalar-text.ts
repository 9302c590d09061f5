import { Composer, CST, Document, Parser, Scalar } from "yaml";

/** A scalar value as content holds it. */
export type ScalarValue = string | number | boolean | null;

/** Where a scalar sits: what its new text must respect to read back as the same value. */
export interface ScalarPlace {
  /** Column of the block collection holding the scalar: lines after the first go two columns further in. */
  parentIndent: number;
  /** Inside a flow collection (`[a, b]`), where a plain text may not hold `,` `[` `]` `{` `}`. */
  inFlow: boolean;
}

/** The width a folded text is folded at when its block has a single line, so none to measure. */
export const DEFAULT_FOLD_WIDTH = 100;

export type ScalarToken = CST.FlowScalar | CST.BlockScalar;

export function isScalarToken(token: CST.Token | undefined): token is ScalarToken {
  return (
    token !== undefined &&
    ["scalar", "single-quoted-scalar", "double-quoted-scalar", "block-scalar"].includes(token.type)
  );
}

/** What a plain scalar spelling `value` reads as (a number, true, null…), or undefined if it does not parse. */
function plainReading(value: string): unknown {
  try {
    return new Composer()
      .compose([...new Parser().parse(value)])
      .next()
      .value?.toJS();
  } catch {
    return undefined;
  }
}

const indentOf = (line: string): number => (/^ */.exec(line) ?? [""])[0].length;

/**
 * A block scalar (`>-` and its lines, `|` and its lines) for `value`, written by the `yaml` library
 * at the top of a document (lines at column 0, folded at `contentWidth`), then moved to `bodyIndent`:
 * the library folds a line at its width less its indent, so this is its folding in place.
 * Undefined when the value cannot be a block scalar (the library quotes it then).
 */
function blockScalar(
  value: string,
  type: "BLOCK_FOLDED" | "BLOCK_LITERAL",
  bodyIndent: number,
  contentWidth: number,
): { header: string; body: string } | undefined {
  const scalar = new Scalar(value);
  scalar.type = type;
  const text = new Document(scalar).toString({ lineWidth: contentWidth, minContentWidth: 0 });
  if (!/^[>|]/.test(text)) return undefined;
  const newline = text.indexOf("\n");
  const body = text
    .slice(newline + 1)
    .split("\n")
    .map((line) => (line === "" ? "" : " ".repeat(bodyIndent) + line))
    .join("\n");
  return { header: text.slice(0, newline), body };
}

/** The indent of a block scalar's lines, from its header's indentation indicator or its first line. */
function bodyIndentOf(token: CST.BlockScalar, header: string): number {
  const indicator = /\d/.exec(header)?.[0];
  if (indicator) return token.indent + Number(indicator);
  const first = token.source.split("\n").find((line) => line.trim() !== "");
  return first === undefined ? token.indent + 2 : indentOf(first);
}

/** The width a folded block's text is folded at: its longest line's, or the default for a block of one line. */
function foldWidthOf(token: CST.BlockScalar): number {
  const lines = token.source.split("\n").filter((line) => line.trim() !== "");
  return lines.length > 1 ? Math.max(...lines.map((line) => line.length)) : DEFAULT_FOLD_WIDTH;
}

/** A block scalar given a new text: still folded or literal, at its own indent (and folded at its own width). */
function setBlockText(token: CST.BlockScalar, value: string, place: ScalarPlace): void {
  const header = token.props[0];
  if (header?.type !== "block-scalar-header") throw new Error("A block scalar without its header");
  const folded = header.source.startsWith(">");
  // A text starting with a blank needs an indentation indicator, which the library writes as 2 columns in.
  const bodyIndent = /^\n*[ \t]/.test(value) ? token.indent + 2 : bodyIndentOf(token, header.source);
  const contentWidth = folded ? Math.max(1, foldWidthOf(token) - bodyIndent) : 0;
  const written = blockScalar(value, folded ? "BLOCK_FOLDED" : "BLOCK_LITERAL", bodyIndent, contentWidth);
  if (!written) {
    setValue(token, value, place, "QUOTE_DOUBLE");
    return;
  }
  header.source = written.header.replace(/\d/, String(bodyIndent - token.indent));
  token.source = token.source.endsWith("\n") ? written.body : written.body.replace(/\n$/, "");
}

/**
 * Gives the scalar token `token` the value `value`, its style kept where the value allows it: a
 * folded text stays folded (folded again at its block's width), a literal stays literal, a quoted
 * text keeps its quotes, a plain one stays plain unless it would read as something else (`true`,
 * `123`, `a: b`), then it is quoted; a plain text given several lines becomes a literal block.
 * Comments around the value are the token's and stay.
 */
export function setScalarText(token: ScalarToken, value: ScalarValue, place: ScalarPlace): void {
  if (typeof value !== "string") {
    setValue(token, value === null ? "null" : String(value), place, "PLAIN");
    return;
  }
  if (token.type === "block-scalar" && !place.inFlow) {
    setBlockText(token, value, place);
    return;
  }
  if (token.type === "scalar" || token.type === "block-scalar") {
    const type =
      value.includes("\n") && !place.inFlow
        ? "BLOCK_LITERAL"
        : plainReading(value) === value
          ? "PLAIN"
          : "QUOTE_DOUBLE";
    setValue(token, value, place, type);
    return;
  }
  setValue(token, value, place);
}

/**
 * The library's own writing of a scalar into its token: it indents the lines after the first two
 * columns past the token's `indent`, which is set to the column of the collection holding it first
 * (the parser gives a list item's plain scalar its own column).
 */
function setValue(token: ScalarToken, value: string, place: ScalarPlace, type?: Scalar.Type): void {
  token.indent = place.parentIndent;
  CST.setScalarValue(token, value, { afterKey: true, inFlow: place.inFlow, ...(type ? { type } : {}) });
}
