type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Inputs whose state is a checkmark rather than text. */
const CHECKABLE = new Set(["checkbox", "radio"]);
/** Inputs a visitor does not type into or tick. */
const NOT_EDITABLE = new Set(["hidden", "submit", "button", "reset", "image", "file"]);

function isEdited(field: Field): boolean {
  if (field instanceof HTMLSelectElement)
    return [...field.options].some((option) => option.selected !== option.defaultSelected);
  if (field instanceof HTMLInputElement && CHECKABLE.has(field.type))
    return field.checked !== field.defaultChecked;
  return field.value !== field.defaultValue;
}

/**
 * Tells the island of the state the visitor left in a field. Preact hydrates over the field without
 * hearing of the edit, so the island's state is still the prerendered one, and it sets a
 * textarea's value to that state: the field is given the visitor's state again, and the event its
 * change handler listens to is dispatched as if the edit were made now.
 */
function replay(field: Field, value: string, checked: boolean): void {
  if (field instanceof HTMLInputElement && CHECKABLE.has(field.type)) {
    // A click is what ticks a box or a radio. (A visitor never unticks a radio: the one ticked in
    // its group is the edit.)
    if (field.type === "radio" && !checked) return;
    field.checked = !checked;
    field.click();
    return;
  }
  field.value = value;
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }));
}

/**
 * What a visitor typed, picked or ticked in an island's prerendered form before it hydrated (a
 * tap on a field is what starts the island loading): the island's state does not have it, and its
 * next render would put its own state back into the field. Call before hydrating; call the
 * function returned once the island has hydrated to hand the edits to it as if they had been made
 * then.
 */
export function rememberTypedValues(container: HTMLElement): () => void {
  const edited = [...container.querySelectorAll<Field>("input, textarea, select")]
    .filter((field) => !(field instanceof HTMLInputElement && NOT_EDITABLE.has(field.type)))
    .filter(isEdited)
    .map((field) => ({
      field,
      value: field.value,
      checked: field instanceof HTMLInputElement && field.checked,
    }));
  return () => {
    for (const { field, value, checked } of edited) if (field.isConnected) replay(field, value, checked);
  };
}
