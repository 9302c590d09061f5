import { useEffect, useId, useRef, useState } from "react";
import type { PreviewPath, ScrollToText } from "../shared/preview-messages.ts";
import { previewOrigin, previewPath, previewUrl } from "./preview-origin.ts";

type Width = "desktop" | "phone";

/**
 * The real page the entry feeds, from the site's dev server on the preview's own origin: the live
 * engine reads the unsaved text, so the page follows the form as it is typed. A switch per route,
 * phone or desktop. The frame is another origin and sandboxed (no navigation of the studio): the
 * two speak only by postMessage, the studio asking it to scroll to the text of the field being
 * edited, the preview saying which page it shows.
 */
export function PreviewPane({ routes, focusedText }: { routes: string[]; focusedText: string | undefined }) {
  const [route, setRoute] = useState(routes[0] ?? "/");
  const [shown, setShown] = useState<string | undefined>();
  const [width, setWidth] = useState<Width>("desktop");
  const routeId = useId();
  const frame = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    const heard = (event: MessageEvent) => {
      if (event.origin !== previewOrigin || event.source !== frame.current?.contentWindow) return;
      const message = event.data as Partial<PreviewPath> | null;
      if (message?.type !== "preview:path") return;
      const path = previewPath(message.path);
      if (path) setShown(path);
    };
    window.addEventListener("message", heard);
    return () => window.removeEventListener("message", heard);
  }, []);

  useEffect(() => {
    if (!focusedText) return;
    const message: ScrollToText = { type: "studio:scroll-to-text", text: focusedText };
    frame.current?.contentWindow?.postMessage(message, previewOrigin);
  }, [focusedText]);

  const choose = (next: string) => {
    setShown(undefined);
    setRoute(next);
  };
  return (
    <section className="preview" aria-label="Live preview">
      <div className="preview-bar">
        <label htmlFor={routeId}>Page</label>
        <select id={routeId} value={route} onChange={(event) => choose(event.target.value)}>
          {routes.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
        <fieldset className="segmented">
          <legend>Width</legend>
          {(["desktop", "phone"] as const).map((option) => (
            <label key={option}>
              <input
                type="radio"
                name="preview-width"
                value={option}
                checked={width === option}
                onChange={() => setWidth(option)}
              />
              {option === "desktop" ? "Desktop" : "Phone"}
            </label>
          ))}
        </fieldset>
        <a href={previewUrl(shown ?? route)} target="_blank" rel="noreferrer">
          Open in a new tab
        </a>
      </div>
      <div className={`preview-frame ${width}`}>
        <iframe
          ref={frame}
          title="Preview"
          src={previewUrl(route)}
          sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox"
        />
      </div>
    </section>
  );
}
