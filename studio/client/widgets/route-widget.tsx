import { ariaDescribedByIds, type WidgetProps } from "@rjsf/utils";
import { useEffect, useState } from "react";
import { getJson } from "../api.ts";

/** A route field: typed, with the site's real routes offered as it is typed (a native combobox). */
export default function RouteWidget({
  id,
  value,
  required,
  disabled,
  readonly,
  onChange,
  onBlur,
  onFocus,
}: WidgetProps) {
  const [routes, setRoutes] = useState<string[]>([]);
  useEffect(() => {
    getJson<string[]>("/routes").then(setRoutes, () => setRoutes([]));
  }, []);
  const listId = `${id}-routes`;
  return (
    <>
      <input
        id={id}
        className="form-control"
        list={listId}
        value={typeof value === "string" ? value : ""}
        required={required}
        disabled={disabled || readonly}
        autoComplete="off"
        aria-describedby={ariaDescribedByIds(id)}
        onChange={(event) => onChange(event.target.value === "" ? undefined : event.target.value)}
        onBlur={(event) => onBlur(id, event.target.value)}
        onFocus={(event) => onFocus(id, event.target.value)}
      />
      <datalist id={listId}>
        {routes.map((route) => (
          <option key={route} value={route} />
        ))}
      </datalist>
    </>
  );
}
