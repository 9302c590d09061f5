import { BACK_LINK, HISTORY_BACK } from "../attributes";
import { isPlainClick } from "./plain-click";

/**
 * Back links: `a[data-back-link]` goes back in the history when the visitor came from this site,
 * otherwise it stays a plain link to its href; `button[data-history-back]` always goes back.
 */
export function startHistoryBack(): void {
  document.addEventListener("click", (event) => {
    const target = event.target as Element;
    if (target.closest(`button[${HISTORY_BACK}]`)) {
      window.history.back();
      return;
    }
    const link = target.closest(`a[${BACK_LINK}]`);
    if (!link || !isPlainClick(event)) return;
    const cameFromHere = document.referrer.startsWith(window.location.origin) && window.history.length > 1;
    if (!cameFromHere) return;
    event.preventDefault();
    window.history.back();
  });
}
