import type { HTMLInputTypeAttribute } from "react";
import { FieldLabel } from "./FieldLabel";
import { fieldClasses } from "./fields";

interface TextFieldProps {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange(value: string): void;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  required?: boolean;
  invalid?: boolean;
  /** The form message's id, named by invalid fields. */
  errorId?: string;
}

export function TextField({
  id,
  name,
  label,
  value,
  onChange,
  type = "text",
  autoComplete,
  required = false,
  invalid = false,
  errorId,
}: TextFieldProps) {
  return (
    <div>
      <FieldLabel htmlFor={id} text={label} required={required} />
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-required={required || undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
        className={fieldClasses}
      />
    </div>
  );
}
