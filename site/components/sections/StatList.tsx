import type { Stat } from "../../generated/types/sections";
import { cn } from "../../lib/cn";
import { cardClasses } from "../ui/Card";

export function StatList({ stats, className }: { stats: readonly Stat[]; className?: string }) {
  return (
    <dl className={cn("grid grid-cols-2 gap-4", stats.length > 2 && "sm:grid-cols-4", className)}>
      {stats.map((stat) => (
        <div key={stat.label} className={cn(cardClasses({ padding: "md" }), "text-center")}>
          <dt className="text-sm text-ink-muted">{stat.label}</dt>
          <dd className="text-gradient order-first text-3xl font-bold">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
