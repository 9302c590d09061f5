import { X } from "lucide-react";
import { type ComponentProps, type ReactNode, useId } from "react";
import { OPENS_DIALOG } from "../../enhance/attributes";
import { cn } from "../../lib/cn";
import { cardClasses } from "./Card";

type DialogProps = Omit<ComponentProps<"dialog">, "open" | "title" | "id"> & {
  /** The id that opener buttons name in `data-opens-dialog`. */
  id: string;
  title: ReactNode;
  /** Accessible name of the close button. */
  closeLabel?: string;
};

/** The attribute that makes a button open the dialog with this id (site/enhance/behaviours/dialogs.ts). */
export const opensDialog = (id: string) => ({ [OPENS_DIALOG]: id, "aria-haspopup": "dialog" as const });

/**
 * A modal dialog on the native <dialog>, opened with showModal() by a button carrying
 * `opensDialog(id)`: the platform makes the page behind inert (focus stays inside), closes it on
 * Escape and draws the backdrop; the close button is a `<form method="dialog">`, so closing needs
 * no script. site/enhance/behaviours/dialogs.ts adds the scroll lock and returns focus to the opener.
 */
export function Dialog({ id, title, closeLabel = "Close", className, children, ...props }: DialogProps) {
  const titleId = useId();
  return (
    <dialog
      id={id}
      aria-labelledby={titleId}
      aria-modal="true"
      className={cn(
        cardClasses({ padding: "none" }),
        // p-0: a dialog has padding of its own.
        "m-auto max-h-[min(85dvh,48rem)] w-[min(42rem,calc(100vw-2rem))] overflow-y-auto overscroll-contain p-0 text-ink shadow-2xl shadow-black/50 backdrop:bg-black/70 backdrop:backdrop-blur-sm",
        className,
      )}
      {...props}
    >
      <div className="sticky top-0 flex items-start justify-between gap-4 border-b border-line bg-surface px-6 py-4">
        <h2 id={titleId} className="text-xl font-bold tracking-tight">
          {title}
        </h2>
        <form method="dialog">
          <button
            type="submit"
            className="-m-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink-muted transition hover:bg-surface-raised hover:text-ink"
          >
            <X aria-hidden="true" focusable="false" className="size-5" />
            <span className="sr-only">{closeLabel}</span>
          </button>
        </form>
      </div>
      <div className="px-6 py-5">{children}</div>
    </dialog>
  );
}
