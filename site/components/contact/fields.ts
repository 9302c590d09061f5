/** The look shared by the form's inputs, select and textarea. */
export const fieldClasses =
  "min-h-11 w-full rounded-xl border border-line bg-ground px-4 py-3 text-ink placeholder:text-ink-muted/80 focus:border-accent aria-[invalid=true]:border-danger";
