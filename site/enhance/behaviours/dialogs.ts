import { OPENS_DIALOG } from "../attributes";
import { lockScroll } from "./scroll-lock";

/**
 * Modal dialogs on the native <dialog> (markup: site/components/ui/Dialog.tsx): a button marked
 * `data-opens-dialog="<id>"` opens the dialog with that id through showModal(), which makes the page
 * behind inert and closes on Escape; the dialog's close button is a `<form method="dialog">`.
 * Added here: the page behind does not scroll while one is open, focus goes back to the opener,
 * and an image inside loads only when the dialog first opens (it is `loading="lazy"` and hidden).
 */
export function startDialogs(): void {
  document.addEventListener("click", (event) => {
    const opener = (event.target as Element).closest<HTMLElement>(`[${OPENS_DIALOG}]`);
    if (!opener) return;
    const dialog = document.getElementById(opener.getAttribute(OPENS_DIALOG) ?? "");
    if (!(dialog instanceof HTMLDialogElement) || dialog.open) return;
    dialog.showModal();
    const unlock = lockScroll();
    dialog.addEventListener(
      "close",
      () => {
        unlock();
        opener.focus();
      },
      { once: true },
    );
  });
}
