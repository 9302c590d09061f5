import { useEffect, useId, useRef, useState } from "react";

type Width = "desktop" | "phone";

/**
 * Scrolls the preview to where the text of the field being edited shows (the page is the site's,
 * from the same origin), so the maintainer sees the place they are changing. Short texts are too
 * common to point anywhere.
 */
function scrollToText(page: Document | null | undefined, text: string): void {
  const wanted = text.trim().slice(0, 60);
  if (!page?.body || wanted.length < 4) return;
  const walker = page.createTreeWalker(page.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.textContent?.includes(wanted)) {
      node.parentElement?.scrollIntoView({ block: "center" });
      return;
    }
  }
}

/**
 * The real page the entry feeds, from the site's dev server beside the studio: the live engine reads
 * the unsaved text, so the page follows the form as it is typed. A switch per route, phone or desktop.
 */
export function PreviewPane({ routes, focusedText }: { routes: string[]; focusedText: string | undefined }) {
  const [route, setRoute] = useState(routes[0] ?? "/");
  const [width, setWidth] = useState<Width>("desktop");
  const routeId = useId();
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    if (focusedText) scrollToText(frame.current?.contentDocument, focusedText);
  }, [focusedText]);
  return (
    <section className="preview" aria-label="Live preview">
      <div className="preview-bar">
        <label htmlFor={routeId}>Page</label>
        <select id={routeId} value={route} onChange={(event) => setRoute(event.target.value)}>
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
        <a href={route} target="_blank" rel="noreferrer">
          Open in a new tab
        </a>
      </div>
      <div className={`preview-frame ${width}`}>
        <iframe ref={frame} title="Preview" src={route} />
      </div>
    </section>
  );
}
