import { useRef } from "react";
import { API_ROUTES } from "../../../contracts/api-routes";
import type { MessageKind } from "../../../contracts/form-answer";
import {
  NEWSLETTER_KIND_ATTRIBUTE,
  NEWSLETTER_MESSAGE_ATTRIBUTE,
  NEWSLETTER_RETURN_FIELD,
} from "../../../contracts/newsletter-outcomes";
import { islandId } from "../../enhance/islands/island-id";
import type { HomePage } from "../../generated/types/page-home";
import { cn } from "../../lib/cn";
import { Honeypot } from "../contact/Honeypot";
import { buttonClasses } from "../ui/ButtonLink";
import { useNewsletter } from "./use-newsletter";

/** The message colour (green, red); `data-kind` gives the same colour to a message the server wrote. */
const messageColour: Record<MessageKind, string> = {
  success: "text-success",
  error: "text-danger",
};

interface NewsletterFormProps {
  content: Pick<HomePage["newsletter"], "emailLabel" | "placeholder" | "button">;
  /** The path of the page the form is on: a post without JavaScript comes back to it. */
  returnTo: string;
}

/**
 * The newsletter sign-up form: an island (site/enhance/islands), hydrated when it comes into view. Without
 * JavaScript it is a plain form post (an empty address is refused by the server, a malformed one
 * by the browser's own email check, as with JavaScript), which the server answers with a 303 back to `returnTo`, the
 * outcome written into the status line. With JavaScript it posts JSON and shows the answer here.
 */
export default function NewsletterForm({ content, returnTo }: NewsletterFormProps) {
  const inputId = islandId("newsletter", "email");
  const messageId = islandId("newsletter", "message");
  const input = useRef<HTMLInputElement>(null);
  const form = useNewsletter(input);

  return (
    <form
      method="post"
      action={API_ROUTES.newsletter}
      onSubmit={form.onSubmit}
      className="mx-auto mt-8 max-w-xl"
    >
      <label htmlFor={inputId} className="mb-2 block text-sm font-medium">
        {content.emailLabel}
      </label>
      <div className="flex flex-col gap-3 sm:flex-row">
        <input
          ref={input}
          id={inputId}
          type="email"
          name="email"
          autoComplete="email"
          placeholder={content.placeholder}
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
          {form.submitting ? "Signing Up..." : content.button}
        </button>
      </div>
      <p
        id={messageId}
        role="status"
        {...{ [NEWSLETTER_MESSAGE_ATTRIBUTE]: "", [NEWSLETTER_KIND_ATTRIBUTE]: form.message?.kind }}
        // A page the server sent back after a post without JavaScript carries its message already.
        suppressHydrationWarning
        className={cn(
          "mt-3 min-h-6 text-sm font-medium data-[kind=error]:text-danger data-[kind=success]:text-success",
          form.message && messageColour[form.message.kind],
        )}
      >
        {form.message?.text}
      </p>
      <input type="hidden" name={NEWSLETTER_RETURN_FIELD} value={returnTo} />
      <Honeypot />
    </form>
  );
}
