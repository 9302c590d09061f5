import { useCallback, useEffect, useId, useState } from "react";
import type { ChangesAnswer, CommitAnswer } from "../shared/api-types.ts";
import { getJson, messageOf, sendJson } from "./api.ts";
import { editedFiles, forgetEdit } from "./local-edits.ts";
import { PushForm } from "./push-form.tsx";
import { hrefOf } from "./use-location.ts";

/** Files edited in this browser and not saved: not part of a commit until they are. */
function UnsavedEdits() {
  const files = editedFiles();
  if (files.length === 0) return null;
  return (
    <div className="message warning">
      <p>Not saved yet, so not in the changes below: save them first to commit them.</p>
      <ul>
        {files.map((file) => (
          <li key={file}>
            <a href={hrefOf({ name: "edit", file })}>{file}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The changed content files field by field, discard, commit (to this branch or a new one), and
 * send the branch to its remote when asked.
 */
export function ChangesView({ onTreeChanged }: { onTreeChanged(): void }) {
  const [changes, setChanges] = useState<ChangesAnswer | undefined>();
  const [message, setMessage] = useState("");
  const [status, setStatus] = useState("");
  const [target, setTarget] = useState<"current" | "new">("new");
  const [branch, setBranch] = useState("");
  const messageId = useId();
  const branchId = useId();
  const load = useCallback(() => {
    getJson<ChangesAnswer>("/changes").then(setChanges, (error: unknown) => setStatus(messageOf(error)));
  }, []);
  useEffect(load, [load]);

  const discard = async (file: string) => {
    try {
      await sendJson("POST", "/discard", { file });
      forgetEdit(file);
      setStatus(`Changes to ${file} discarded.`);
      onTreeChanged();
      load();
    } catch (error) {
      setStatus(messageOf(error));
    }
  };

  const commit = async () => {
    setStatus("Committing…");
    try {
      const answer = await sendJson<CommitAnswer>("POST", "/commit", {
        message,
        ...(target === "new" ? { branch } : {}),
      });
      setStatus(answer.message);
      if (answer.ok) {
        setMessage("");
        load();
      }
    } catch (error) {
      setStatus(messageOf(error));
    }
  };

  return (
    <section className="changes" aria-labelledby="changes-heading">
      <h1 id="changes-heading">Changes</h1>
      {!changes ? <p className="loading">Looking at the changes…</p> : null}
      <UnsavedEdits />
      {changes && changes.files.length === 0 ? <p>No content has changed since the last commit.</p> : null}
      {changes?.files.map((changed) => (
        <article key={changed.file} className="changed-file">
          <h2>
            <a href={hrefOf({ name: "edit", file: changed.file })}>{changed.file}</a>{" "}
            <span className="badge">{changed.status}</span>
          </h2>
          {changed.fields.length > 0 ? (
            <table>
              <thead>
                <tr>
                  <th scope="col">Field</th>
                  <th scope="col">Before</th>
                  <th scope="col">After</th>
                </tr>
              </thead>
              <tbody>
                {changed.fields.map((field) => (
                  <tr key={field.path}>
                    <th scope="row">
                      <code>{field.path}</code>
                    </th>
                    <td className="before">{field.before ?? "—"}</td>
                    <td className="after">{field.after ?? "—"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
          <button type="button" onClick={() => void discard(changed.file)}>
            Discard changes to {changed.file}
          </button>
        </article>
      ))}
      {changes && changes.files.length > 0 ? (
        <div className="commit-form">
          <h2>Commit</h2>
          <label htmlFor={messageId}>Message</label>
          <textarea
            id={messageId}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            rows={3}
          />
          <fieldset>
            <legend>Where</legend>
            <label>
              <input
                type="radio"
                name="target"
                checked={target === "new"}
                onChange={() => setTarget("new")}
              />{" "}
              A new branch, for review in a pull request
            </label>
            <label>
              <input
                type="radio"
                name="target"
                checked={target === "current"}
                onChange={() => setTarget("current")}
              />{" "}
              The current branch ({changes.branch})
            </label>
          </fieldset>
          {target === "new" ? (
            <>
              <label htmlFor={branchId}>Branch name</label>
              <input id={branchId} value={branch} onChange={(event) => setBranch(event.target.value)} />
            </>
          ) : null}
          <button type="button" className="primary" onClick={() => void commit()}>
            Commit
          </button>
        </div>
      ) : null}
      {changes?.pushTarget ? (
        <PushForm target={changes.pushTarget} onStatus={setStatus} onPushed={load} />
      ) : null}
      <p className="status" role="status">
        {status}
      </p>
    </section>
  );
}
