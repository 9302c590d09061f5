import type { WidgetProps } from "@rjsf/utils";
import { useEffect, useId, useState } from "react";
import { API, getJson } from "../api.ts";
import { PickerRow } from "./picker-row.tsx";

const SHOWN = 40;

/** An icon field: the name typed or picked from lucide's icons, searched by name, each shown. */
export default function IconWidget(props: WidgetProps) {
  const { value, onChange } = props;
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
      <PickerRow
        props={props}
        sample={current ? `${API}/icon?name=${encodeURIComponent(current)}` : undefined}
        sampleClass="icon-sample"
        open={open}
        onToggle={() => setOpen(!open)}
        noun="icon"
      />
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
