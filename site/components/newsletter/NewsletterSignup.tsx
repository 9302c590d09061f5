import { useId, useRef, useState } from "react";
import type { HomePage } from "../../generated/types/page-home";
import { cn } from "../../lib/cn";
import { Honeypot } from "../contact/Honeypot";
import { TermsDialog } from "../terms/TermsDialog";
import { buttonClasses } from "../ui/ButtonLink";
import { Heading } from "../ui/Heading";
import { Section } from "../ui/Section";
import type { NewsletterMessageKind } from "./submit-newsletter";
import { useNewsletter } from "./use-newsletter";

interface NewsletterSignupProps {
  newsletter: HomePage["newsletter"];
  terms: HomePage["terms"];
}

const messageColour: Record<NewsletterMessageKind, string> = {
  success: "text-success",
  info: "text-info",
  error: "text-danger",
};

/** The home page's newsletter sign-up, with the Terms dialog its consent line opens. */
export function NewsletterSignup({ newsletter, terms }: NewsletterSignupProps) {
  const headingId = useId();
  const inputId = useId();
  const messageId = useId();
  const input = useRef<HTMLInputElement>(null);
  const form = useNewsletter(input);
  const [termsOpen, setTermsOpen] = useState(false);

  return (
    <Section data-section="newsletter" aria-labelledby={headingId}>
      <div className="rounded-3xl border border-line bg-gradient-to-br from-surface-raised to-surface px-6 py-12 sm:px-12">
        <div className="mx-auto max-w-2xl text-center">
          <Heading level={2} id={headingId}>
            {newsletter.title}
          </Heading>
          <p className="mt-4 text-ink-muted">{newsletter.text}</p>
        </div>
        <form onSubmit={form.onSubmit} className="mx-auto mt-8 max-w-xl">
          <label htmlFor={inputId} className="mb-2 block text-sm font-medium">
            {newsletter.emailLabel}
          </label>
          <div className="flex flex-col gap-3 sm:flex-row">
            <input
              ref={input}
              id={inputId}
              type="email"
              name="email"
              autoComplete="email"
              placeholder={newsletter.placeholder}
              value={form.email}
              onChange={(event) => form.setEmail(event.target.value)}
              disabled={form.submitting}
              aria-required="true"
              aria-invalid={form.invalid || undefined}
              aria-describedby={messageId}
              className="min-h-11 flex-1 rounded-full border border-line bg-ground px-5 py-3 text-ink placeholder:text-ink-muted/80 focus:border-accent disabled:opacity-60"
            />
            <button
              type="submit"
              disabled={form.submitting}
              className={cn(buttonClasses("primary"), "disabled:cursor-wait disabled:opacity-70")}
            >
              {form.submitting ? "Signing Up..." : newsletter.button}
            </button>
          </div>
          <p
            id={messageId}
            role="status"
            className={cn(
              "mt-3 min-h-6 text-sm font-medium",
              form.message && messageColour[form.message.kind],
            )}
          >
            {form.message?.text}
          </p>
          <Honeypot />
        </form>
        <p className="mx-auto mt-2 max-w-xl text-sm text-ink-muted">
          {newsletter.consent}{" "}
          <button
            type="button"
            aria-haspopup="dialog"
            onClick={() => setTermsOpen(true)}
            className="font-medium text-accent-strong underline underline-offset-4 hover:text-ink"
          >
            {newsletter.termsLinkText}
          </button>
          .
        </p>
      </div>
      <TermsDialog terms={terms} open={termsOpen} onClose={() => setTermsOpen(false)} />
    </Section>
  );
}
