/** The honeypot's field name; both request schemas allow it. */
const NAME = "website";

/**
 * A field people never see or reach (off-screen, hidden from assistive technology, out of the tab
 * order, no autofill), so only bots fill it in; the server thanks them and keeps nothing.
 * Uncontrolled: its value is read from the form on submit (`honeypot`).
 */
export function Honeypot() {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] top-0 size-px overflow-hidden">
      <label>
        Website
        <input type="text" name={NAME} tabIndex={-1} autoComplete="off" />
      </label>
    </div>
  );
}

/** `{website}` when the form's honeypot was filled in, else nothing: people send only the form's fields. */
export function honeypot(form: HTMLFormElement): { website?: string } {
  const value = (form.elements.namedItem(NAME) as HTMLInputElement | null)?.value;
  return value ? { website: value } : {};
}
