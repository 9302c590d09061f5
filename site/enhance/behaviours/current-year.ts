import { CURRENT_YEAR } from "../attributes";

/** The footer's year: the build's in the HTML, the visitor's current one on a running page. */
export function startCurrentYear(): void {
  for (const element of document.querySelectorAll(`[${CURRENT_YEAR}]`)) {
    element.textContent = String(new Date().getFullYear());
  }
}
