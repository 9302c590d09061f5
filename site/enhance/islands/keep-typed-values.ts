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
 * Gives React the state the visitor left in a field. React hydrates over it without a change
 * event and notes the field's current state as the last one it saw, so a plain event would look
 * like no change: first the field is set back to its prerendered state where React notes it (the
 * element's own setter), then to the visitor's state past it (the prototype's setter), then the
 * event React reads changes from is dispatched.
 */
function replay(field: Field, value: string, checked: boolean): void {
  if (field instanceof HTMLInputElement && CHECKABLE.has(field.type)) {
    // A click is the change React hears for a tick. (A visitor never unticks a radio: the one
    // ticked in its group is the edit.)
    if (field.type === "radio" && !checked) return;
    field.checked = !checked;
    field.click();
    return;
  }
  field.value = field instanceof HTMLSelectElement ? "" : field.defaultValue;
  const prototype = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(field, value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }));
}

/**
 * What a visitor typed, picked or ticked in an island's prerendered form before it hydrated (a
 * tap on a field is what starts the island loading): React renders its own state over it. Call
 * before hydrating; call the function returned once the island has hydrated to hand the edits to
 * React as if they had been made then.
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
