import { ariaDescribedByIds, type WidgetProps } from "@rjsf/utils";
import { useEffect, useId, useState } from "react";
import { API, getJson } from "../api.ts";

const SHOWN = 40;

/** An icon field: the name typed or picked from lucide's icons, searched by name, each shown. */
export default function IconWidget({ id, value, required, disabled, readonly, onChange }: WidgetProps) {
  const [names, setNames] = useState<string[]>([]);
  const [search, setSearch] = useState("");
  const [open, setOpen] = useState(false);
  const searchId = useId();
  useEffect(() => {
    if (open && names.length === 0) getJson<string[]>("/icons").then(setNames, () => setNames([]));
  }, [open, names.length]);
  const current = typeof value === "string" ? value : "";
  const words = search.trim().toLowerCase();
  const found = names.filter((name) => name.includes(words)).slice(0, SHOWN);
  return (
    <div className="picker">
      <div className="picker-row">
        {current ? (
          <img className="icon-sample" src={`${API}/icon?name=${encodeURIComponent(current)}`} alt="" />
        ) : null}
        <input
          id={id}
          className="form-control"
          value={current}
          required={required}
          disabled={disabled || readonly}
          aria-describedby={ariaDescribedByIds(id)}
          onChange={(event) => onChange(event.target.value === "" ? undefined : event.target.value)}
        />
        <button
          type="button"
          aria-expanded={open}
          onClick={() => setOpen(!open)}
          disabled={disabled || readonly}
        >
          {open ? "Close icons" : "Choose icon"}
        </button>
      </div>
      {open ? (
        <div className="picker-panel">
          <label htmlFor={searchId}>Search icons</label>
          <input
            id={searchId}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          <ul className="icon-grid">
            {found.map((name) => (
              <li key={name}>
                <button
                  type="button"
                  aria-pressed={name === current}
                  onClick={() => {
                    onChange(name);
                    setOpen(false);
                  }}
                >
                  <img src={`${API}/icon?name=${encodeURIComponent(name)}`} alt="" loading="lazy" />
                  <span>{name}</span>
                </button>
              </li>
            ))}
          </ul>
          <p className="picker-note" aria-live="polite">
            {names.length === 0
              ? "Loading icons…"
              : `${found.length} shown of the icons matching “${search}”.`}
          </p>
        </div>
      ) : null}
    </div>
  );
}
