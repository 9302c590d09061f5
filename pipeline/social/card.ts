import type { CSSProperties, ReactElement } from "react";
import { type Brand, fontFamily } from "./brand.ts";

/**
 * satori reads the shape of React elements, not React itself: building them as plain objects keeps
 * React out of the build process until Vike loads it in its production form (see build.ts).
 */
type Child = CardNode | string | false | undefined;
type CardNode = ReactElement<
  { style?: CSSProperties; children?: Child[]; [attribute: string]: unknown },
  string
>;

function node(
  type: "div" | "span" | "img",
  style: CSSProperties,
  children: Child[] = [],
  attributes: Record<string, string | number> = {},
): CardNode {
  return { type, key: null, props: { style, children: children.filter((child) => child), ...attributes } };
}

export const SOCIAL_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** What one page's preview image shows. */
export interface SocialCardContent {
  title: string;
  /** The kind of page ("Service", "Job opening"); none on the home page. */
  label?: string;
  /** A picture of the work (a project's screenshot) as a data: URL, shown beside the title. */
  picture?: string;
}

const PADDING = 72;
const PICTURE = { width: 456, height: 304 };

/** Beyond this many characters a title takes the smallest size and may need clamping. */
const LONG_TITLE = 64;

/** Long titles get a smaller size; past three lines they end in an ellipsis (lineClamp). */
function titleSize(title: string, narrow: boolean): number {
  const length = title.length + (narrow ? 12 : 0);
  if (length <= 22) return 84;
  if (length <= 40) return 72;
  if (length <= LONG_TITLE) return 60;
  return 52;
}

/** A link preview in the site's look: dark ground, accent glows, logo and name, kind, title. */
export function socialCard(content: SocialCardContent, brand: Brand): CardNode {
  const { colours } = brand;
  const size = titleSize(content.title, content.picture !== undefined);
  const brandRow = node("div", { display: "flex", alignItems: "center", gap: 20 }, [
    node("img", {}, [], { src: brand.logo, width: 60, height: 60 }),
    node("span", { fontSize: 34, fontWeight: 800, letterSpacing: -0.5 }, [brand.name]),
  ]);
  const label =
    content.label &&
    node("div", { display: "flex" }, [
      node(
        "span",
        {
          fontSize: 24,
          fontWeight: 600,
          letterSpacing: 3,
          textTransform: "uppercase",
          color: colours.accent,
          padding: "8px 20px",
          borderRadius: 999,
          border: `2px solid ${colours.accent}66`,
          backgroundColor: `${colours.accent}1a`,
        },
        [content.label],
      ),
    ]);
  const title = node(
    "div",
    {
      display: "block",
      fontSize: size,
      fontWeight: 800,
      lineHeight: 1.1,
      letterSpacing: -size / 40,
      lineClamp: 3,
      // Balanced lines read better, but satori balances before it clamps: a clamped title would shrink.
      textWrap: content.title.length <= LONG_TITLE ? "balance" : "wrap",
    },
    [content.title],
  );
  const picture =
    content.picture &&
    node(
      "img",
      {
        borderRadius: 20,
        border: `2px solid ${colours.line}`,
        objectFit: "cover",
        boxShadow: `0 24px 64px ${colours.ground}`,
      },
      [],
      { src: content.picture, ...PICTURE },
    );
  const foot = node("div", { display: "flex", alignItems: "center", justifyContent: "space-between" }, [
    node("span", { fontSize: 26, fontWeight: 400, color: colours.inkMuted }, [brand.host]),
    node("div", {
      display: "flex",
      width: 240,
      height: 8,
      borderRadius: 4,
      backgroundImage: `linear-gradient(90deg, ${colours.accent}, ${colours.accent2})`,
    }),
  ]);
  return node(
    "div",
    {
      ...SOCIAL_IMAGE_SIZE,
      // satori sizes boxes without their padding unless told otherwise.
      boxSizing: "border-box",
      display: "flex",
      flexDirection: "column",
      justifyContent: "space-between",
      padding: PADDING,
      fontFamily: fontFamily(brand),
      color: colours.ink,
      backgroundColor: colours.ground,
      backgroundImage: `radial-gradient(circle at 88% 8%, ${colours.accent2}55 0%, ${colours.ground}00 46%), radial-gradient(circle at 8% 100%, ${colours.accent}40 0%, ${colours.ground}00 48%)`,
    },
    [
      brandRow,
      node("div", { display: "flex", alignItems: "center", gap: 56 }, [
        node("div", { display: "flex", flexDirection: "column", flex: 1, minWidth: 0, gap: 24 }, [
          label,
          title,
        ]),
        picture,
      ]),
      foot,
    ],
  );
}
