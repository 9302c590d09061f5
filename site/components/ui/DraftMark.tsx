import drafts from "../../generated/drafts.json";
import { isDraft } from "../../lib/page-head";
import { Badge } from "./Badge";

/**
 * "Draft" on a card whose entry's page (`href`) is a draft: only `site dev` builds drafts, so a
 * production build never shows it.
 */
export function DraftMark({ href, className }: { href: string | undefined; className?: string }) {
  if (href === undefined || !isDraft(href, drafts)) return null;
  return <Badge className={`border-amber-300 bg-amber-100 text-amber-950 ${className ?? ""}`}>Draft</Badge>;
}
