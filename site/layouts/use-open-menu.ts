import { type RefObject, useCallback, useEffect, useRef, useState } from "react";

/** How long a hover-opened panel stays after the pointer leaves, so a diagonal move into it is safe. */
export const CLOSE_GRACE_MS = 250;

interface OpenState {
  /** The open dropdown, or null. One at a time: opening one closes the other. */
  id: string | null;
  /**
   * Opened by a click or a key press rather than by hover or focus: it then stays when the pointer
   * leaves, and a second click closes it.
   */
  pinned: boolean;
}

export interface OpenMenu extends OpenState {
  open(id: string, pinned: boolean): void;
  /** Closes `id` if it is the open one (any dropdown when omitted). */
  close(id?: string): void;
  /** Closes a hover-opened `id` after the grace delay, unless something reopens it first. */
  closeSoon(id: string): void;
}

const closed: OpenState = { id: null, pinned: false };

/**
 * Which of the header's dropdowns is open. While one is, Escape anywhere closes it (hover content
 * must be dismissible without moving the pointer, WCAG 1.4.13) and so does a press outside `root`.
 */
export function useOpenMenu(root: RefObject<HTMLElement | null>): OpenMenu {
  const [state, setState] = useState<OpenState>(closed);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const cancelTimer = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
  }, []);

  const open = useCallback(
    (id: string, pinned: boolean) => {
      cancelTimer();
      setState((current) => {
        const next = { id, pinned: pinned || (current.id === id && current.pinned) };
        return current.id === next.id && current.pinned === next.pinned ? current : next;
      });
    },
    [cancelTimer],
  );

  const close = useCallback(
    (id?: string) => {
      cancelTimer();
      setState((current) => (id === undefined || current.id === id ? closed : current));
    },
    [cancelTimer],
  );

  const closeSoon = useCallback(
    (id: string) => {
      cancelTimer();
      timer.current = setTimeout(() => {
        timer.current = undefined;
        setState((current) => (current.id === id && !current.pinned ? closed : current));
      }, CLOSE_GRACE_MS);
    },
    [cancelTimer],
  );

  useEffect(() => cancelTimer, [cancelTimer]);

  const isOpen = state.id !== null;
  useEffect(() => {
    if (!isOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape" && !event.defaultPrevented) close();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) close();
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, [isOpen, close, root]);

  return { ...state, open, close, closeSoon };
}
