import { usePageContext } from "vike-react/usePageContext";
import drafts from "../generated/drafts.json";
import { isDraft } from "../lib/page-head";

/**
 * On a draft's page (only `site dev` builds drafts), a badge that stays in view, so a draft is never
 * taken for the published page.
 */
export function DraftBadge() {
  const { urlPathname } = usePageContext();
  if (!isDraft(urlPathname, drafts)) return null;
  return (
    <p
      role="note"
      className="fixed bottom-4 left-4 z-[90] rounded-full border border-amber-300 bg-amber-100 px-4 py-1.5 text-sm font-semibold text-amber-950 shadow-lg"
    >
      Draft: not on the published site
    </p>
  );
}
