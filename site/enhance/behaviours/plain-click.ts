/** A primary-button click with no modifier: a plain "follow this", not "open in a new tab". */
export const isPlainClick = (event: MouseEvent): boolean =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
