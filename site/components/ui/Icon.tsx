import type { ComponentProps } from "react";
import { inlineIconId } from "../../../contracts/icon-ids";
import { type IconName, iconSpriteUrl } from "../../generated/icons";

/**
 * Where the icon's drawing is: the page's own symbol, which the server adds for every icon in the
 * prerendered HTML (lib/inline-icons.ts), so hydration finds the same reference; an icon an island
 * draws later that the page does not carry comes from the sprite file.
 */
function iconHref(name: IconName): string {
  const id = inlineIconId(name);
  if (typeof document === "undefined" || document.getElementById(id)) return `#${id}`;
  return `${iconSpriteUrl}#${name}`;
}

/**
 * A content-named lucide icon, drawn from a sprite: decorative (aria-hidden), sized by className
 * like any lucide icon, and no JavaScript per icon.
 */
export function Icon({ name, ...props }: ComponentProps<"svg"> & { name: IconName }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={24}
      height={24}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      {...props}
    >
      <use href={iconHref(name)} />
    </svg>
  );
}
