import { cn } from "../../lib/cn";

interface ServiceChipsProps<Option extends string> {
  legend: string;
  options: readonly Option[];
  /** The chosen option, or "" for none. */
  value: Option | "";
  onChange(value: Option): void;
}

/**
 * Single-choice chips: a native radio group (Tab enters it, arrow keys move the choice), each
 * radio hidden visually behind its chip, which shows the focus ring and the checked state.
 */
export function ServiceChips<Option extends string>({
  legend,
  options,
  value,
  onChange,
}: ServiceChipsProps<Option>) {
  return (
    <fieldset>
      <legend className="mb-2 block text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option}
            className={cn(
              "inline-flex min-h-11 cursor-pointer items-center rounded-full border border-line bg-ground px-4 py-2 text-sm text-ink-muted transition",
              "hover:border-accent hover:text-ink",
              "has-[:checked]:border-accent has-[:checked]:bg-accent/15 has-[:checked]:text-ink",
              "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent-strong",
            )}
          >
            <input
              type="radio"
              name="serviceInterest"
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className="sr-only"
            />
            {option}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
