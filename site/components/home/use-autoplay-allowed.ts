import { useHydrated } from "vike-react/useHydrated";
import { REDUCED_MOTION } from "../../lib/motion";
import { useMediaQuery } from "../../lib/use-media-query";

type NavigatorWithConnection = Navigator & { connection?: { saveData?: boolean } };

/**
 * Whether a decorative clip may play: never before hydration (so the prerendered page shows the
 * poster), nor under prefers-reduced-motion or Save-Data.
 */
export function useAutoplayAllowed(): boolean {
  const hydrated = useHydrated();
  const reducedMotion = useMediaQuery(REDUCED_MOTION);
  if (!hydrated || reducedMotion) return false;
  return (navigator as NavigatorWithConnection).connection?.saveData !== true;
}
