import { useId, useState } from "react";
import type { StudioProblem } from "../shared/api-types.ts";
import { getJson, messageOf, sendJson } from "./api.ts";
import { forgetEdit } from "./local-edits.ts";
import { ProblemLink } from "./problem-link.tsx";
import { hrefOf } from "./use-location.ts";

type EntryAnswer = { ok: true; file: string } | { ok: false; message: string };
type RenameAnswer = { ok: true; file: string; renamed: string[] } | { ok: false; message: string };
type DeleteAnswer = { ok: true } | { ok: false; referrers: StudioProblem[]; message: string };

/** The two actions that ask for an id: the button that opens each, its field and its submit button. */
const ID_FORMS: Record<
  "duplicate" | "rename",
  { opens: string; label: string; submit: string; note?: string }
> = {
  duplicate: { opens: "Duplicate", label: "Id of the copy", submit: "Create copy" },
  rename: {
    opens: "Rename",
    label: "New id",
    submit: "Rename entry",
    note: "References to it change too, and its old address redirects to the new one.",
  },
};

/** Duplicate, rename (as `site mv`) or delete an entry of a collection (page files have none of these). */
export function EntryActions({ file, onTreeChanged }: { file: string; onTreeChanged(): void }) {
  const [mode, setMode] = useState<"none" | "duplicate" | "rename" | "delete">("none");
  const [newId, setNewId] = useState("");
  const [message, setMessage] = useState("");
  const [referrers, setReferrers] = useState<StudioProblem[] | undefined>();
  const idField = useId();
  if (!/^content\/[^/]+\/[^/]+$/.test(file) || file.startsWith("content/pages/")) return null;

  const duplicate = async () => {
    try {
      const answer = await sendJson<EntryAnswer>("POST", "/entries", { from: file, id: newId });
      if (!answer.ok) return setMessage(answer.message);
      onTreeChanged();
      location.hash = hrefOf({ name: "edit", file: answer.file });
    } catch (error) {
      setMessage(messageOf(error));
    }
  };

  const rename = async () => {
    try {
      const answer = await sendJson<RenameAnswer>("POST", "/rename", { file, id: newId });
      if (!answer.ok) return setMessage(answer.message);
      for (const old of answer.renamed) forgetEdit(old);
      onTreeChanged();
      location.hash = hrefOf({ name: "edit", file: answer.file });
    } catch (error) {
      setMessage(messageOf(error));
    }
  };

  const askDelete = async () => {
    setMode("delete");
    setMessage("Looking for references to this entry…");
    try {
      setReferrers(await getJson<StudioProblem[]>(`/referrers?file=${encodeURIComponent(file)}`));
      setMessage("");
    } catch (error) {
      setMessage(messageOf(error));
    }
  };

  const remove = async (acceptBroken: boolean) => {
    try {
      const answer = await sendJson<DeleteAnswer>(
        "DELETE",
        `/entry?file=${encodeURIComponent(file)}${acceptBroken ? "&accept=broken-references" : ""}`,
      );
      if (!answer.ok) {
        setReferrers(answer.referrers);
        return setMessage(answer.message);
      }
      forgetEdit(file);
      onTreeChanged();
      location.hash = hrefOf({ name: "changes" });
    } catch (error) {
      setMessage(messageOf(error));
    }
  };

  return (
    <div className="entry-actions">
      <div className="actions">
        {(["duplicate", "rename"] as const).map((form) => (
          <button
            key={form}
            type="button"
            aria-expanded={mode === form}
            onClick={() => setMode(mode === form ? "none" : form)}
          >
            {ID_FORMS[form].opens}
          </button>
        ))}
        <button type="button" aria-expanded={mode === "delete"} onClick={() => void askDelete()}>
          Delete
        </button>
      </div>
      {mode === "duplicate" || mode === "rename" ? (
        <div className="inline-form">
          <label htmlFor={idField}>{ID_FORMS[mode].label}</label>
          <input id={idField} value={newId} onChange={(event) => setNewId(event.target.value)} />
          <button type="button" onClick={() => void (mode === "duplicate" ? duplicate() : rename())}>
            {ID_FORMS[mode].submit}
          </button>
          {ID_FORMS[mode].note ? <p>{ID_FORMS[mode].note}</p> : null}
        </div>
      ) : null}
      {mode === "delete" && referrers !== undefined ? (
        <div className="message warning" role="alert">
          {referrers.length === 0 ? (
            <p>Nothing refers to this entry. Delete {file}?</p>
          ) : (
            <>
              <p>Deleting this entry would break {referrers.length} reference(s):</p>
              <ul>
                {referrers.map((problem) => (
                  <ProblemLink key={`${problem.file}:${problem.line}:${problem.message}`} problem={problem} />
                ))}
              </ul>
            </>
          )}
          <div className="actions">
            {referrers.length === 0 ? (
              <button type="button" className="warning" onClick={() => void remove(false)}>
                Delete entry
              </button>
            ) : (
              <button type="button" className="warning" onClick={() => void remove(true)}>
                Delete anyway, breaking these references
              </button>
            )}
            <button type="button" onClick={() => setMode("none")}>
              Keep entry
            </button>
          </div>
        </div>
      ) : null}
      <p className="status" role="status">
        {message}
      </p>
    </div>
  );
}
