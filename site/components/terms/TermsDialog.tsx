import type { HomePage } from "../../generated/types/page-home";
import { Dialog } from "../ui/Dialog";

export const TERMS_DIALOG_ID = "terms-dialog";

/** The newsletter's Terms and Conditions in a modal dialog. */
export function TermsDialog({ terms }: { terms: HomePage["terms"] }) {
  return (
    <Dialog id={TERMS_DIALOG_ID} title={terms.title} data-dialog="terms">
      <p className="text-sm text-ink-muted">{terms.updated}</p>
      <div className="mt-5 space-y-5">
        {terms.sections.map((section) => (
          <section key={section.heading}>
            <h3 className="font-semibold">{section.heading}</h3>
            <p className="mt-1.5 leading-relaxed text-ink-muted">{section.text}</p>
          </section>
        ))}
      </div>
    </Dialog>
  );
}
