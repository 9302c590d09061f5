import { X } from "lucide-react";
import { type ComponentProps, type ReactNode, useEffect, useId, useRef } from "react";
import { cn } from "../../lib/cn";
import { lockScroll } from "../../lib/scroll-lock";

type DialogProps = Omit<ComponentProps<"dialog">, "open" | "onClose" | "title"> & {
  open: boolean;
  /** Called however the dialog closed: Escape, the close button, or `open` turning false. */
  onClose: () => void;
  title: ReactNode;
  /** Accessible name of the close button. */
  closeLabel?: string;
};

/**
 * A modal dialog on the native <dialog> with showModal(): the platform makes the page behind inert
 * (focus stays inside), closes on Escape and draws the backdrop. Focus goes back to whatever opened
 * it, and the page behind does not scroll while it is open.
 */
export function Dialog({
  open,
  onClose,
  title,
  closeLabel = "Close",
  className,
  children,
  ...props
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    const unlock = lockScroll();
    return () => {
      unlock();
      if (dialog.open) dialog.close();
      opener.current?.focus();
      opener.current = null;
    };
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-modal="true"
      // A close() from an effect cleanup that is immediately followed by showModal() again (React
      // StrictMode) still fires its close event later: only report a dialog that is really closed.
      onClose={() => {
        if (!ref.current?.open) onClose();
      }}
      className={cn(
        "m-auto max-h-[min(85dvh,48rem)] w-[min(42rem,calc(100vw-2rem))] overflow-y-auto overscroll-contain rounded-2xl border border-line bg-surface p-0 text-ink shadow-2xl shadow-black/50 backdrop:bg-black/70 backdrop:backdrop-blur-sm",
        className,
      )}
      {...props}
    >
      <div className="sticky top-0 flex items-start justify-between gap-4 border-b border-line bg-surface px-6 py-4">
        <h2 id={titleId} className="text-xl font-bold tracking-tight">
          {title}
        </h2>
        <button
          type="button"
          onClick={() => ref.current?.close()}
          className="-m-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink-muted transition hover:bg-surface-raised hover:text-ink"
        >
          <X aria-hidden="true" focusable="false" className="size-5" />
          <span className="sr-only">{closeLabel}</span>
        </button>
      </div>
      <div className="px-6 py-5">{children}</div>
    </dialog>
  );
}
