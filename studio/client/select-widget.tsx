import {
  ariaDescribedByIds,
  enumOptionsIndexForValue,
  enumOptionsValueForIndex,
  type WidgetProps,
} from "@rjsf/utils";
import type { ChangeEvent } from "react";

function chosen(event: ChangeEvent<HTMLSelectElement> | { target: HTMLSelectElement }, multiple: boolean) {
  return multiple ? Array.from(event.target.selectedOptions, (option) => option.value) : event.target.value;
}

/**
 * The form library's select, as a plain `<select>`: the library's own gives it role="combobox",
 * which a select does not need and which asks for attributes it lacks (axe's aria-required-attr).
 * A select the library shows without a label (the choice between a schema's `anyOf` shapes) is
 * named after the field.
 */
export function SelectWidget(props: WidgetProps) {
  const {
    schema,
    id,
    options,
    value,
    required,
    disabled,
    readonly,
    multiple = false,
    label,
    hideLabel,
  } = props;
  const { enumOptions, enumDisabled, emptyValue } = options;
  const selected = enumOptionsIndexForValue(value, enumOptions, multiple);
  const toValue = (event: { target: HTMLSelectElement }) =>
    enumOptionsValueForIndex(chosen(event, multiple), enumOptions, emptyValue);
  return (
    <select
      id={id}
      name={props.htmlName || id}
      multiple={multiple}
      className="form-control"
      value={selected === undefined ? (multiple ? [] : "") : (selected as string | string[])}
      required={required}
      disabled={disabled || readonly}
      aria-label={hideLabel || id.endsWith("_select") ? label : undefined}
      aria-describedby={ariaDescribedByIds(id)}
      onChange={(event) => props.onChange(toValue(event))}
      onBlur={(event) => props.onBlur(id, toValue(event))}
      onFocus={(event) => props.onFocus(id, toValue(event))}
    >
      {!multiple && schema.default === undefined ? <option value="">{props.placeholder}</option> : null}
      {(enumOptions ?? []).map((option, index) => (
        <option
          key={String(option.value)}
          value={String(index)}
          disabled={enumDisabled?.includes(option.value)}
        >
          {option.label}
        </option>
      ))}
    </select>
  );
}
