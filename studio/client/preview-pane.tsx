import { useId, useState } from "react";

type Width = "desktop" | "phone";

/**
 * The real page the entry feeds, from the site's dev server beside the studio: the live engine reads
 * the unsaved text, so the page follows the form as it is typed. A switch per route, phone or desktop.
 */
export function PreviewPane({ routes }: { routes: string[] }) {
  const [route, setRoute] = useState(routes[0] ?? "/");
  const [width, setWidth] = useState<Width>("desktop");
  const routeId = useId();
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
        <iframe title="Preview" src={route} />
      </div>
    </section>
  );
}
