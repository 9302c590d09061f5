let holders = 0;
let restore: (() => void) | undefined;

/**
 * Stops the document scrolling while something covers it (the phone menu); returns the undo. Locks
 * nest: the page scrolls again once every holder has let go. `overflow: hidden` on <html> keeps the
 * scroll position, so there is nothing to restore; a page that shows a scroll bar keeps its gutter,
 * so nothing shifts sideways.
 */
export function lockScroll(): () => void {
  holders += 1;
  if (holders === 1) {
    const root = document.documentElement;
    const previous = { overflow: root.style.overflow, scrollbarGutter: root.style.scrollbarGutter };
    const hasScrollbar = window.innerWidth > root.clientWidth;
    root.style.overflow = "hidden";
    if (hasScrollbar) root.style.scrollbarGutter = "stable";
    restore = () => {
      root.style.overflow = previous.overflow;
      root.style.scrollbarGutter = previous.scrollbarGutter;
    };
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders -= 1;
    if (holders === 0) {
      restore?.();
      restore = undefined;
    }
  };
}
