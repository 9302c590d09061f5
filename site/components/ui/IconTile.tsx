import { CircleCheck } from "lucide-react";
import type { IconName } from "../../generated/icons";
import { cn } from "../../lib/cn";
import { Icon } from "./Icon";

const tones = {
  accent: "bg-accent/15 text-accent-strong",
  /** The page kind's accent (site/components/catalogue/PageKind.tsx). */
  kind: "bg-kind/15 text-kind",
} as const;

/** The mark of a point or a feature: its content icon on a tinted square, a check if it names none. */
export function IconTile({ icon, tone }: { icon: string | undefined; tone: keyof typeof tones }) {
  return (
    <span className={cn("flex size-10 shrink-0 items-center justify-center rounded-xl", tones[tone])}>
      {icon ? (
        <Icon name={icon as IconName} className="size-5" />
      ) : (
        <CircleCheck aria-hidden="true" className="size-5" />
      )}
    </span>
  );
}
