import type { ComponentProps } from "react";
import { type IconName, iconSpriteUrl } from "../../generated/icons";

/**
 * A content-named lucide icon, drawn from the generated sprite: decorative (aria-hidden), sized by
 * className like any lucide icon, and no JavaScript per icon.
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
      <use href={`${iconSpriteUrl}#${name}`} />
    </svg>
  );
}
