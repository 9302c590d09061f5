import { useId } from "react";
import { NEWSLETTER_SECTION_ID } from "../../../contracts/newsletter-outcomes";
import type { HomePage } from "../../generated/types/page-home";
import { TERMS_DIALOG_ID, TermsDialog } from "../terms/TermsDialog";
import { opensDialog } from "../ui/Dialog";
import { Heading } from "../ui/Heading";
import { Section } from "../ui/Section";
import { NewsletterFormIsland } from "./NewsletterFormIsland";

interface NewsletterSignupProps {
  newsletter: HomePage["newsletter"];
  terms: HomePage["terms"];
  /** The path of the page it is on. */
  pagePath: string;
}

/** The newsletter section: its text, the sign-up form (an island) and the Terms dialog. */
export function NewsletterSignup({ newsletter, terms, pagePath }: NewsletterSignupProps) {
  const headingId = useId();
  return (
    <Section data-section="newsletter" id={NEWSLETTER_SECTION_ID} aria-labelledby={headingId}>
      <div className="rounded-3xl border border-line bg-gradient-to-br from-surface-raised to-surface px-6 py-12 sm:px-12">
        <div className="mx-auto max-w-2xl text-center">
          <Heading level={2} id={headingId}>
            {newsletter.title}
          </Heading>
          <p className="mt-4 text-ink-muted">{newsletter.text}</p>
        </div>
        <NewsletterFormIsland
          content={{
            emailLabel: newsletter.emailLabel,
            placeholder: newsletter.placeholder,
            button: newsletter.button,
          }}
          returnTo={pagePath}
        />
        <p className="mx-auto mt-2 max-w-xl text-sm text-ink-muted">
          {newsletter.consent}{" "}
          <button
            type="button"
            {...opensDialog(TERMS_DIALOG_ID)}
            className="font-medium text-accent-strong underline underline-offset-4 hover:text-ink"
          >
            {newsletter.termsLinkText}
          </button>
          .
        </p>
      </div>
      <TermsDialog terms={terms} />
    </Section>
  );
}
