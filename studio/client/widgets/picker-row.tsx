import { ariaDescribedByIds, type WidgetProps } from "@rjsf/utils";

interface PickerRowProps {
  props: WidgetProps;
  /** A picture of the current value (a thumbnail, an icon), if any. */
  sample: string | undefined;
  sampleClass: string;
  open: boolean;
  onToggle(): void;
  /** What is picked: "image", "icon". */
  noun: string;
}

/** A picker's field: the value typed (the form's label and problems point at it) and the button that opens the choices. */
export function PickerRow({ props, sample, sampleClass, open, onToggle, noun }: PickerRowProps) {
  const { id, value, required, disabled, readonly, onChange } = props;
  return (
    <div className="picker-row">
      {sample ? <img className={sampleClass} src={sample} alt="" /> : null}
      <input
        id={id}
        className="form-control"
        value={typeof value === "string" ? value : ""}
        required={required}
        disabled={disabled || readonly}
        aria-describedby={ariaDescribedByIds(id)}
        onChange={(event) => onChange(event.target.value === "" ? undefined : event.target.value)}
      />
      <button type="button" aria-expanded={open} onClick={onToggle} disabled={disabled || readonly}>
        {open ? `Close ${noun}s` : `Choose ${noun}`}
      </button>
    </div>
  );
}
