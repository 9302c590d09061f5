import { type FormEvent, type RefObject, useCallback, useEffect, useRef, useState } from "react";
import type { FormMessage } from "../../../contracts/form-answer";
import {
  isNewsletterOutcome,
  NEWSLETTER_EMPTY,
  NEWSLETTER_OUTCOME_PARAM,
  NEWSLETTER_OUTCOMES,
} from "../../../contracts/newsletter-outcomes";
import { honeypot } from "../contact/Honeypot";
import { submitNewsletter } from "./submit-newsletter";

export interface Newsletter {
  email: string;
  setEmail(email: string): void;
  submitting: boolean;
  message: FormMessage | null;
  /** The last submit was refused before sending (empty address). */
  invalid: boolean;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
}

/** The outcome a post without JavaScript came back with (`?newsletter=<code>`), in the browser only. */
function outcomeInUrl(): FormMessage | null {
  if (typeof window === "undefined") return null;
  const code = new URLSearchParams(window.location.search).get(NEWSLETTER_OUTCOME_PARAM) ?? "";
  return isNewsletterOutcome(code) ? { ...NEWSLETTER_OUTCOMES[code] } : null;
}

/**
 * The sign-up form's state: idle → submitting → a message. Disabling
 * the controls while sending drops focus to the page, so it goes back to the input afterwards.
 */
export function useNewsletter(input: RefObject<HTMLInputElement | null>): Newsletter {
  const [email, setEmail] = useState("");
  const [submitting, setSubmitting] = useState(false);
  const [message, setMessage] = useState<FormMessage | null>(outcomeInUrl);
  const [invalid, setInvalid] = useState(false);
  const refocus = useRef(false);

  const onSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (submitting) return;
      const address = email.trim();
      if (address === "") {
        setInvalid(true);
        setMessage({ kind: "error", text: NEWSLETTER_EMPTY });
        input.current?.focus();
        return;
      }
      setInvalid(false);
      setMessage(null);
      setSubmitting(true);
      refocus.current = event.currentTarget.contains(document.activeElement);
      void submitNewsletter({ email: address, ...honeypot(event.currentTarget) })
        .then((result) => {
          setMessage(result);
          if (result.kind !== "error") setEmail("");
        })
        .finally(() => setSubmitting(false));
    },
    [email, submitting, input],
  );

  // The outcome is shown; a reload or a shared link should not show it again.
  useEffect(() => {
    const url = new URL(window.location.href);
    if (!url.searchParams.has(NEWSLETTER_OUTCOME_PARAM)) return;
    url.searchParams.delete(NEWSLETTER_OUTCOME_PARAM);
    window.history.replaceState(window.history.state, "", url);
  }, []);

  useEffect(() => {
    if (submitting || !refocus.current) return;
    refocus.current = false;
    const active = document.activeElement;
    if (active === null || active === document.body) input.current?.focus();
  }, [submitting, input]);

  return { email, setEmail, submitting, message, invalid, onSubmit };
}
