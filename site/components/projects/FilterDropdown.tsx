import { type KeyboardEvent, useEffect, useRef } from "react";
import { FILTER_OPTION } from "../../enhance/attributes";
import { cn } from "../../lib/cn";
import { Icon } from "../ui/Icon";

export interface FilterOption {
  value: string;
  count: number;
}

interface FilterDropdownProps {
  /** The panel's id, unique on the page; the label's and the value's ids are built on it. */
  id: string;
  label: string;
  value: string;
  options: readonly FilterOption[];
  open: boolean;
  onOpenChange(open: boolean): void;
  onChoose(value: string): void;
}

/** A filter button with a panel of choices, each with how many projects it would show. */
export function FilterDropdown({
  id: panelId,
  label,
  value,
  options,
  open,
  onOpenChange,
  onChoose,
}: FilterDropdownProps) {
  const container = useRef<HTMLFieldSetElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const latestOnOpenChange = useRef(onOpenChange);
  useEffect(() => {
    latestOnOpenChange.current = onOpenChange;
  });

  useEffect(() => {
    if (!open) return;
    const closeOnOutside = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) latestOnOpenChange.current(false);
    };
    document.addEventListener("pointerdown", closeOnOutside);
    return () => document.removeEventListener("pointerdown", closeOnOutside);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLFieldSetElement>) => {
    if (event.key === "Escape" && open) {
      event.preventDefault();
      onOpenChange(false);
      button.current?.focus();
      return;
    }
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    event.preventDefault();
    if (!open) {
      onOpenChange(true);
      return;
    }
    const items = [...(container.current?.querySelectorAll<HTMLButtonElement>(`[${FILTER_OPTION}]`) ?? [])];
    const current = items.indexOf(document.activeElement as HTMLButtonElement);
    const next =
      event.key === "ArrowDown" ? Math.min(current + 1, items.length - 1) : Math.max(current - 1, 0);
    items[next]?.focus();
  };

  return (
    <fieldset
      ref={container}
      className="relative m-0 w-full min-w-0 border-0 p-0 sm:w-72"
      onKeyDown={onKeyDown}
    >
      <span
        className="mb-1 block text-xs font-semibold tracking-wide text-ink-muted uppercase"
        id={`${panelId}-label`}
      >
        {label}
      </span>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-labelledby={`${panelId}-label ${panelId}-value`}
        onClick={() => onOpenChange(!open)}
        className="flex min-h-11 w-full items-center justify-between gap-2 rounded-xl border border-line bg-surface px-4 py-2 text-left text-sm text-ink hover:border-accent"
      >
        <span id={`${panelId}-value`}>{value}</span>
        <Icon name="chevron-down" className={cn("size-4 transition-transform", open && "rotate-180")} />
      </button>
      <ul
        id={panelId}
        hidden={!open}
        aria-label={`${label} options`}
        className="absolute z-20 mt-2 max-h-96 w-full overflow-y-auto rounded-xl border border-line bg-surface-raised p-1 shadow-2xl"
      >
        {options.map((option) => (
          <li key={option.value}>
            <button
              type="button"
              {...{ [FILTER_OPTION]: true }}
              aria-pressed={option.value === value}
              onClick={() => {
                onChoose(option.value);
                onOpenChange(false);
                button.current?.focus();
              }}
              className={cn(
                "flex w-full items-center justify-between gap-3 rounded-lg px-3 py-2 text-left text-sm",
                option.value === value ? "bg-accent/15 text-accent-strong" : "text-ink hover:bg-surface",
              )}
            >
              <span>
                {option.value} ({option.count})
              </span>
            </button>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
