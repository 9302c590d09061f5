import type { ExtraSection as ExtraSectionData } from "../../generated/types/sections";
import { CardGridSection } from "./CardGridSection";
import { ListSection } from "./ListSection";
import { PointsSection } from "./PointsSection";
import { StatBandSection } from "./StatBandSection";

/** A section a variant page adds: exactly one of its kinds is set. */
export function ExtraSection({ extra, name }: { extra: ExtraSectionData; name: string }) {
  if (extra.cardGrid) return <CardGridSection grid={extra.cardGrid} name={name} />;
  if (extra.points) return <PointsSection points={extra.points} name={name} />;
  if (extra.list) return <ListSection list={extra.list} name={name} />;
  if (extra.statBand) return <StatBandSection band={extra.statBand} name={name} />;
  return null;
}
