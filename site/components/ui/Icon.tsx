import type { LucideProps } from "lucide-react";
import { type IconName, icons } from "../../generated/icons";

/** A content-named lucide icon; only icons that content uses are bundled. */
export function Icon({ name, ...props }: LucideProps & { name: IconName }) {
  const Component = icons[name];
  return <Component aria-hidden="true" focusable="false" {...props} />;
}
