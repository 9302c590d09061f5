import { useCallback, useEffect, useRef } from "react";
import { Toaster } from "sonner";
import { islandId } from "../../enhance/islands/island-id";
import type { ContactPage } from "../../generated/types/page-contact";
import { cn } from "../../lib/cn";
import { buttonClasses } from "../ui/ButtonLink";
import { Heading } from "../ui/Heading";
import { Icon } from "../ui/Icon";
import { Panel } from "../ui/Panel";
import { FieldLabel } from "./FieldLabel";
import { fieldClasses } from "./fields";
import { Honeypot } from "./Honeypot";
import { ReachUsInstead } from "./ReachUsInstead";
import { ServiceChips } from "./ServiceChips";
import { type ContactValues, REQUIRED_FIELDS, type RequiredField } from "./submit-contact";
import { TextField } from "./TextField";
import { useContactForm } from "./use-contact-form";
import { useTurnstile } from "./use-turnstile";
import { Verification } from "./Verification";

type TextFieldName = "firstName" | "lastName" | "email" | "phone" | "company";

const isRequired = (field: keyof ContactValues): field is RequiredField =>
  (REQUIRED_FIELDS as readonly string[]).includes(field);

interface ContactFormProps {
  content: ContactPage["form"];
  turnstileSiteKey: string;
  /** Where to write or call when the bot-check cannot run (no JavaScript, script blocked). */
  fallbackContact: { email: string; phone: string };
  /** Job titles by id, for the `?job=<id>` line. */
  jobTitles: Readonly<Record<string, string>>;
}

/**
 * The enquiry form with its bot-check and notifications : an island
 * (site/enhance/islands), hydrated on load.
 */
export default function ContactForm({
  content,
  turnstileSiteKey,
  fallbackContact,
  jobTitles,
}: ContactFormProps) {
  const turnstile = useTurnstile(turnstileSiteKey);
  const jobLine = useCallback(() => {
    const job = new URLSearchParams(window.location.search).get("job")?.trim();
    return job ? `${content.jobLine.replace("{job}", jobTitles[job] ?? job)}\n` : "";
  }, [content.jobLine, jobTitles]);
  const form = useContactForm(turnstile, jobLine);
  const formElement = useRef<HTMLFormElement>(null);
  // The island hydrates on the visitor's first interaction: the focus that woke it came before
  // React listened, so it counts here.
  const { activate } = turnstile;
  useEffect(() => {
    if (formElement.current?.matches(":focus-within, :hover")) activate();
  }, [activate]);
  const errorId = islandId("contactForm", "message");
  const statusId = islandId("contactForm", "verification");

  const text = (field: TextFieldName, type: string, autoComplete: string) => (
    <TextField
      id={islandId("contactForm", field)}
      name={field}
      label={content[field]}
      type={type}
      autoComplete={autoComplete}
      value={form.values[field]}
      onChange={(value) => form.setValue(field, value)}
      required={isRequired(field)}
      invalid={isRequired(field) && form.invalid.has(field)}
      errorId={errorId}
    />
  );

  return (
    <Panel data-contact-form="">
      <Heading level={2}>{content.title}</Heading>
      <p className="mt-3 text-ink-muted">{content.intro}</p>
      <p className="mt-1 text-sm text-ink-muted">{content.requiredNote}</p>
      {/* The bot-check's script loads on the first interaction with the form. */}
      <form
        ref={formElement}
        onSubmit={form.onSubmit}
        onFocus={turnstile.activate}
        onPointerEnter={turnstile.activate}
        onTouchStart={turnstile.activate}
        aria-busy={form.sending}
        className="mt-8 space-y-6"
      >
        <div className="grid gap-6 sm:grid-cols-2">
          {text("firstName", "text", "given-name")}
          {text("lastName", "text", "family-name")}
          {text("email", "email", "email")}
          {text("phone", "tel", "tel")}
        </div>
        {text("company", "text", "organization")}
        <ServiceChips
          legend={content.serviceInterest}
          options={content.serviceOptions}
          value={form.values.serviceInterest}
          onChange={(value) => form.setValue("serviceInterest", value)}
        />
        <div>
          <FieldLabel htmlFor={islandId("contactForm", "budget")} text={content.budget} />
          <select
            id={islandId("contactForm", "budget")}
            name="budget"
            value={form.values.budget}
            // The options are the placeholder ("") and the content's budget values.
            onChange={(event) => form.setValue("budget", event.target.value as ContactValues["budget"])}
            className={fieldClasses}
          >
            <option value="">{content.budgetPlaceholder}</option>
            {content.budgetOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <div>
          <FieldLabel htmlFor={islandId("contactForm", "description")} text={content.description} required />
          <textarea
            id={islandId("contactForm", "description")}
            name="description"
            rows={5}
            placeholder={content.descriptionPlaceholder}
            value={form.values.description}
            onChange={(event) => form.setValue("description", event.target.value)}
            aria-required="true"
            aria-invalid={form.invalid.has("description") || undefined}
            aria-describedby={form.invalid.has("description") ? errorId : undefined}
            className={fieldClasses}
          />
        </div>
        <Honeypot />
        <Verification
          turnstile={turnstile}
          label={content.verification}
          verified={content.verified}
          hint={content.verifyHint}
          statusId={statusId}
        />
        <noscript>
          <ReachUsInstead contact={fallbackContact} reason="noscript" />
        </noscript>
        {turnstile.failed ? <ReachUsInstead contact={fallbackContact} reason="blocked" /> : null}
        <p
          id={errorId}
          ref={form.messageRef}
          tabIndex={-1}
          role="alert"
          data-form-message={form.message?.kind ?? ""}
          className={cn(
            "min-h-6 text-sm font-medium",
            form.message?.kind === "success" ? "text-success" : "text-danger",
          )}
        >
          {form.message?.text}
        </p>
        <button
          type="submit"
          disabled={!turnstile.token || form.sending}
          aria-describedby={statusId}
          className={cn(
            buttonClasses("primary"),
            "w-full disabled:cursor-not-allowed disabled:opacity-60 sm:w-auto",
          )}
        >
          {form.sending ? (
            <>
              <Icon name="loader-circle" className="size-4 motion-safe:animate-spin" />
              {content.sending}
            </>
          ) : (
            content.submit
          )}
        </button>
      </form>
      <Toaster />
    </Panel>
  );
}
