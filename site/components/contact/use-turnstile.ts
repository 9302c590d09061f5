import { type RefObject, useCallback, useEffect, useRef, useState } from "react";

export const TURNSTILE_SCRIPT = "https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit";

interface TurnstileOptions {
  sitekey: string;
  theme: "dark" | "light" | "auto";
  callback(token: string): void;
  "error-callback"(): void;
  "expired-callback"(): void;
}

/** The part of Cloudflare Turnstile's explicit-rendering API the form uses. */
interface TurnstileApi {
  render(container: HTMLElement, options: TurnstileOptions): string | undefined;
  reset(widgetId: string): void;
  remove(widgetId: string): void;
}

declare global {
  interface Window {
    turnstile?: TurnstileApi;
  }
}

let scriptLoad: Promise<TurnstileApi> | null = null;

/** Adds the widget script once per document; a failed load can be retried by a later mount. */
function loadTurnstile(): Promise<TurnstileApi> {
  if (window.turnstile) return Promise.resolve(window.turnstile);
  scriptLoad ??= new Promise<TurnstileApi>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = TURNSTILE_SCRIPT;
    script.async = true;
    script.onload = () => (window.turnstile ? resolve(window.turnstile) : reject(new Error("no turnstile")));
    script.onerror = () => {
      scriptLoad = null;
      script.remove();
      reject(new Error("turnstile script failed to load"));
    };
    document.head.append(script);
  });
  return scriptLoad;
}

export interface Turnstile {
  container: RefObject<HTMLDivElement | null>;
  /** The bot-check result, or null while unverified (also after an error or expiry). */
  token: string | null;
  /**
   * The bot-check cannot run here: its script did not load (a blocker, a firewall) or the widget
   * reported an error. The form then says how to reach the company instead.
   */
  failed: boolean;
  /** Clears the result and asks the widget for a new check. */
  reset(): void;
  /** Loads and renders the widget; called on the first interaction with the form. */
  activate(): void;
}

/**
 * Renders the Turnstile widget (dark theme) into `container` once `activate` has been called: the
 * third-party script is fetched only when a visitor starts on the form, not on every page view.
 */
export function useTurnstile(siteKey: string): Turnstile {
  const container = useRef<HTMLDivElement>(null);
  const widget = useRef<{ api: TurnstileApi; id: string } | null>(null);
  const [token, setToken] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [active, setActive] = useState(false);

  useEffect(() => {
    if (!active) return;
    let cancelled = false;
    loadTurnstile()
      .then((api) => {
        const element = container.current;
        if (cancelled || !element) return;
        const id = api.render(element, {
          sitekey: siteKey,
          theme: "dark",
          callback: (value) => {
            setFailed(false);
            setToken(value);
          },
          "error-callback": () => {
            setToken(null);
            setFailed(true);
          },
          "expired-callback": () => setToken(null),
        });
        if (id !== undefined) widget.current = { api, id };
      })
      .catch(() => {
        setToken(null);
        setFailed(true);
      });
    return () => {
      cancelled = true;
      if (widget.current) widget.current.api.remove(widget.current.id);
      widget.current = null;
    };
  }, [siteKey, active]);

  const reset = useCallback(() => {
    setToken(null);
    if (widget.current) widget.current.api.reset(widget.current.id);
  }, []);

  const activate = useCallback(() => setActive(true), []);

  return { container, token, failed, reset, activate };
}
