import { type FormEvent, type RefObject, useCallback, useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import type { FormMessage } from "../../../contracts/form-answer";
import { honeypot } from "./Honeypot";
import {
  type ContactValues,
  checkEnquiry,
  EMPTY_VALUES,
  type RequiredField,
  submitContact,
} from "./submit-contact";
import type { Turnstile } from "./use-turnstile";

/** The contact form's inline message: green or red, never the newsletter's blue. */
export type ContactMessage = FormMessage & { kind: "success" | "error" };

export interface ContactForm {
  values: ContactValues;
  setValue<Field extends keyof ContactValues>(field: Field, value: ContactValues[Field]): void;
  invalid: ReadonlySet<RequiredField>;
  sending: boolean;
  message: ContactMessage | null;
  /** The inline message; it takes focus when sending ends with focus lost. */
  messageRef: RefObject<HTMLParagraphElement | null>;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
}

function notifyError(text: string): void {
  toast.error("Error", { description: text, richColors: true });
}

/**
 * The enquiry's state: checks before sending (the bot-check, then
 * the required fields; shown inline and as an 'Error' notification, nothing sent), then sending,
 * then success (a 'Success' notification, form and bot-check cleared) or failure (values kept).
 */
export function useContactForm(turnstile: Turnstile, initialDescription: () => string): ContactForm {
  const [values, setValues] = useState<ContactValues>(EMPTY_VALUES);
  const [invalid, setInvalid] = useState<ReadonlySet<RequiredField>>(new Set());
  const [sending, setSending] = useState(false);
  const [message, setMessage] = useState<ContactMessage | null>(null);
  const messageRef = useRef<HTMLParagraphElement>(null);
  const refocus = useRef(false);

  // ?job=<id> is only known in the browser: the prerendered form starts empty.
  useEffect(() => {
    const description = initialDescription();
    if (description) setValues((current) => (current.description ? current : { ...current, description }));
  }, [initialDescription]);

  const setValue = useCallback(
    <Field extends keyof ContactValues>(field: Field, value: ContactValues[Field]) => {
      setValues((current) => ({ ...current, [field]: value }));
      setInvalid((current) => {
        if (!current.has(field as RequiredField)) return current;
        const next = new Set(current);
        next.delete(field as RequiredField);
        return next;
      });
    },
    [],
  );

  const { token, reset } = turnstile;
  const onSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (sending) return;
      const form = event.currentTarget;
      const check = checkEnquiry(values, token);
      if (!check.ok) {
        setInvalid(new Set(check.reason === "required" ? check.missing : []));
        setMessage({ kind: "error", text: check.message });
        notifyError(check.message);
        const target = check.reason === "required" ? `[name="${check.missing[0]}"]` : "[data-turnstile]";
        form.querySelector<HTMLElement>(target)?.focus();
        return;
      }
      setInvalid(new Set());
      setMessage(null);
      setSending(true);
      refocus.current = form.contains(document.activeElement);
      void submitContact({ ...values, turnstileToken: token ?? "", ...honeypot(form) })
        .then((result) => {
          setMessage(result);
          if (result.kind === "success") {
            toast.success("Success", { description: result.text });
            setValues(EMPTY_VALUES);
            reset();
          } else {
            notifyError(result.text);
          }
        })
        .finally(() => setSending(false));
    },
    [sending, values, token, reset],
  );

  // Disabling the send button drops focus to the page: it goes to the outcome's message instead.
  useEffect(() => {
    if (sending || !refocus.current) return;
    refocus.current = false;
    const active = document.activeElement;
    if (active === null || active === document.body) messageRef.current?.focus();
  }, [sending]);

  return { values, setValue, invalid, sending, message, messageRef, onSubmit };
}
