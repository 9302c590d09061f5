import { useState } from "react";
import type { SaveAnswer } from "../shared/api-types.ts";

type Conflict = Extract<SaveAnswer, { outcome: "conflict" }>;

/** The file changed on disk since it was opened: reload it, compare, or replace it on purpose. */
export function ConflictNotice({
  conflict,
  onReload,
  onReplace,
}: {
  conflict: Conflict;
  onReload(): void;
  onReplace(): void;
}) {
  const [comparing, setComparing] = useState(false);
  return (
    <div className="message warning" role="alert">
      <p>
        This file was changed on disk (in another editor?) since you opened it. Your edits are not saved;
        nothing was overwritten.
      </p>
      <div className="actions">
        <button type="button" onClick={onReload}>
          Reload from disk
        </button>
        <button type="button" aria-expanded={comparing} onClick={() => setComparing(!comparing)}>
          Compare
        </button>
        <button type="button" className="warning" onClick={onReplace}>
          Replace the file with mine
        </button>
      </div>
      {comparing ? (
        <div className="compare">
          <figure>
            <figcaption>On disk</figcaption>
            {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a long text that scrolls must be reachable by keyboard */}
            <pre tabIndex={0}>{conflict.disk}</pre>
          </figure>
          <figure>
            <figcaption>Yours</figcaption>
            {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a long text that scrolls must be reachable by keyboard */}
            <pre tabIndex={0}>{conflict.mine}</pre>
          </figure>
        </div>
      ) : null}
    </div>
  );
}
