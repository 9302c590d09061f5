/** Lucide icons (the site's own icon set) as SVG markup, for mock websites and logo marks. */

import * as lucide from "lucide-react";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";

const ICONS = lucide as unknown as Record<string, lucide.LucideIcon | undefined>;

export interface IconStyle {
  size?: number;
  colour?: string;
  stroke?: number;
}

/** `name` is a lucide component name such as "Leaf" or "HeartPulse". */
export function icon(
  name: string,
  { size = 24, colour = "currentColor", stroke = 2 }: IconStyle = {},
): string {
  const component = ICONS[name];
  if (!component) throw new Error(`lucide-react has no icon named ${name}`);
  return renderToStaticMarkup(createElement(component, { size, color: colour, strokeWidth: stroke })).replace(
    / class="[^"]*"/,
    "",
  );
}
