import { Parser } from "htmlparser2";

/** A URL written in a built page, and where. */
export interface PageLink {
  /** The URL as written, entities decoded, e.g. `/contact?job=x` or `#main`. */
  url: string;
  /** Element and attribute, e.g. `<a href>`. */
  where: string;
  /** Offset of the element's tag in the page's HTML. */
  offset: number;
}

/** What the link check needs of one page: the links it holds and the fragment targets it offers. */
export interface PageAnchors {
  links: PageLink[];
  /** Element ids and `<a name>` anchors. */
  ids: Set<string>;
}

/** Attributes whose value is one URL, on whatever element carries them. */
const URL_ATTRIBUTES = new Set(["href", "xlink:href", "src", "poster", "action", "formaction"]);
/** Attributes whose value is a list of image candidates (`url 640w, url 960w`). */
const SRCSET_ATTRIBUTES = new Set(["srcset", "imagesrcset"]);
/** `<meta property|name content>` entries whose content is a URL of a page or image. */
const URL_METAS = new Set([
  "og:url",
  "og:image",
  "og:image:url",
  "og:image:secure_url",
  "twitter:image",
  "twitter:url",
]);

/** The URLs of a srcset: each candidate's URL ends at whitespace; descriptors follow until a comma. */
export function srcsetUrls(srcset: string): string[] {
  return srcset
    .split(/,(?=\s)|,$/)
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? "")
    .filter((url) => url !== "");
}

/** Reads a page once: its links (to be resolved later) and its ids. */
export function readPage(html: string, options: { xml?: boolean } = {}): PageAnchors {
  const links: PageLink[] = [];
  const ids = new Set<string>();
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const offset = parser.startIndex;
        const add = (url: string, attribute: string) =>
          links.push({ url: url.trim(), where: `<${name} ${attribute}>`, offset });
        for (const [attribute, value] of Object.entries(attributes)) {
          if (attribute === "id" && value !== "") ids.add(value);
          else if (attribute === "name" && name === "a" && value !== "") ids.add(value);
          else if (URL_ATTRIBUTES.has(attribute)) add(value, attribute);
          else if (SRCSET_ATTRIBUTES.has(attribute)) for (const url of srcsetUrls(value)) add(url, attribute);
        }
        const meta = attributes.property ?? attributes.name;
        if (name === "meta" && meta && URL_METAS.has(meta) && attributes.content !== undefined)
          add(attributes.content, `${attributes.property ? "property" : "name"}="${meta}" content`);
      },
    },
    { decodeEntities: true, xmlMode: options.xml ?? false },
  );
  parser.end(html);
  return { links, ids };
}
