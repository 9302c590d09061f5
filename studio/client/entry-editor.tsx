import Form from "@rjsf/core";
import type { RJSFSchema, UiSchema } from "@rjsf/utils";
import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { DraftCheck, OpenedEntry, SaveAnswer } from "../shared/api-types.ts";
import { getJson, messageOf, sendJson } from "./api.ts";
import { ConflictNotice } from "./conflict-notice.tsx";
import { withoutUntickedFlags } from "./const-flags.ts";
import { EntryActions } from "./entry-actions.tsx";
import { fieldTemplates } from "./field-templates.tsx";
import { useFormValidator } from "./form-validator.ts";
import { formatWidgets, MarkdownEditor } from "./form-widgets.tsx";
import { forgetEdit, keepEdit, loadEdit } from "./local-edits.ts";
import { PreviewPane } from "./preview-pane.tsx";
import { ProblemLists } from "./problem-lists.tsx";
import { errorSchemaOf, problemWords } from "./problems.ts";

const uiSchema: UiSchema = { "ui:submitButtonOptions": { norender: true } };

/** Time after the last keystroke before the preview and the checks get the text, while typing goes on. */
const DEBOUNCE_MS = 100;
/** How often the file on disk is looked at. */
const DISK_LOOK_MS = 2000;

type Conflict = Extract<SaveAnswer, { outcome: "conflict" }>;

const NO_PROBLEMS: DraftCheck = { problems: [], elsewhere: [] };

interface Edit {
  data: unknown;
  body: string | undefined;
}

/** An entry (or page file) as a form from its schema, its problems beside the fields, and its page live. */
export function EntryEditor({ file, onTreeChanged }: { file: string; onTreeChanged(): void }) {
  const [opened, setOpened] = useState<OpenedEntry | undefined>();
  const [loadError, setLoadError] = useState<string | undefined>();
  const [edit, setEdit] = useState<Edit | undefined>();
  const [version, setVersion] = useState("");
  const [dirty, setDirty] = useState(false);
  const [check, setCheck] = useState<DraftCheck>(NO_PROBLEMS);
  const [status, setStatus] = useState("");
  const [conflict, setConflict] = useState<Conflict | undefined>();
  const [blocked, setBlocked] = useState(false);
  const [focusedText, setFocusedText] = useState<string | undefined>();
  const sent = useRef(0);
  const checks = useFormValidator(opened);

  /**
   * What the screen says of an unsaved edit (its problems, the other files it breaks, Save anyway,
   * a conflict) goes with it: a check still on its way is ignored when it comes.
   */
  const clearEditNotices = useCallback(() => {
    sent.current++;
    setCheck(NO_PROBLEMS);
    setBlocked(false);
    setConflict(undefined);
  }, []);

  const open = useCallback(
    (useLocal: boolean, reloaded?: string) => {
      // A reload of what changed on disk keeps the form (and the preview) in place.
      if (!reloaded) setOpened(undefined);
      getJson<OpenedEntry>(`/entry?file=${encodeURIComponent(file)}`).then(
        (entry) => {
          const local = useLocal ? loadEdit(file) : undefined;
          setOpened(entry);
          setVersion(local?.version ?? entry.version);
          setEdit(local ? { data: local.data, body: local.body } : { data: entry.data, body: entry.body });
          setDirty(local !== undefined);
          setStatus(local ? "Your unsaved edits from this browser are restored." : (reloaded ?? ""));
          clearEditNotices();
          setLoadError(undefined);
        },
        (error: unknown) => setLoadError(messageOf(error)),
      );
    },
    [file, clearEditNotices],
  );
  useEffect(() => open(true), [open]);

  // The file on disk is looked at every few seconds: a change made in another editor reloads the
  // form when nothing is typed here, and is said at once when something is.
  const watched = useRef<{
    version: string;
    dirty: boolean;
    saving: boolean;
    conflict: boolean;
    edit?: Edit;
  }>({
    version,
    dirty,
    saving: false,
    conflict: false,
  });
  watched.current = { ...watched.current, version, dirty, conflict: conflict !== undefined, edit };
  useEffect(() => {
    const look = async () => {
      const now = watched.current;
      if (now.saving || now.conflict || now.version === "") return;
      const disk = await getJson<{ version: string }>(`/version?file=${encodeURIComponent(file)}`).catch(
        () => undefined,
      );
      if (!disk || disk.version === watched.current.version || watched.current.saving) return;
      if (!watched.current.dirty) {
        open(false, "Reloaded: the file was changed on disk.");
        return;
      }
      const mine = watched.current.edit;
      if (!mine) return;
      const answer = await sendJson<Conflict>("POST", "/compare", { file, data: mine.data, body: mine.body });
      setConflict(answer);
      setStatus("The file changed on disk since you opened it.");
    };
    const timer = setInterval(() => void look(), DISK_LOOK_MS);
    return () => clearInterval(timer);
  }, [file, open]);

  // Every edit is kept in the browser at once, and sent to the preview and the checks: at once when
  // it is the first after a pause, else when typing pauses.
  const lastEditAt = useRef(Number.NEGATIVE_INFINITY);
  useEffect(() => {
    if (!edit || !dirty) return;
    keepEdit(file, { data: edit.data, ...(edit.body !== undefined ? { body: edit.body } : {}), version });
    const now = performance.now();
    const afterPause = now - lastEditAt.current >= DEBOUNCE_MS;
    lastEditAt.current = now;
    const timer = setTimeout(
      () => {
        const ticket = ++sent.current;
        sendJson<DraftCheck>("POST", "/draft", { file, data: edit.data, body: edit.body }).then(
          (result) => {
            if (ticket === sent.current) setCheck(result);
          },
          (error: unknown) => setStatus(messageOf(error)),
        );
      },
      afterPause ? 0 : DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [edit, dirty, file, version]);

  const extraErrors = useMemo(() => errorSchemaOf(check.problems), [check.problems]);

  const save = async (force: boolean, overVersion?: string) => {
    if (!edit) return;
    setStatus("Saving…");
    sent.current++;
    watched.current.saving = true;
    try {
      const answer = await sendJson<SaveAnswer>("POST", "/save", {
        file,
        data: edit.data,
        body: edit.body,
        version: overVersion ?? version,
        force,
      });
      switch (answer.outcome) {
        case "saved":
          forgetEdit(file);
          setVersion(answer.version);
          setDirty(false);
          clearEditNotices();
          setStatus("Saved.");
          onTreeChanged();
          break;
        case "problems":
          setCheck(answer.check);
          setBlocked(true);
          setStatus(
            `Not saved: ${answer.check.problems.length} problem(s) to fix first, or use “Save anyway”.`,
          );
          break;
        case "conflict":
          setConflict(answer);
          setStatus("Not saved: the file changed on disk since you opened it.");
          break;
        case "failed":
          setStatus(answer.message);
          break;
      }
    } catch (error) {
      setStatus(`Not saved: ${messageOf(error)}`);
    } finally {
      watched.current.saving = false;
    }
  };

  const discard = async () => {
    forgetEdit(file);
    // Not dirty at once: no check of the edit is sent after this (it would hold it again).
    setDirty(false);
    clearEditNotices();
    await sendJson("DELETE", `/draft?file=${encodeURIComponent(file)}`).catch(() => undefined);
    open(false, "Edits discarded: the form shows the file as it is saved.");
  };

  if (loadError)
    return (
      <p role="alert" className="message error">
        {loadError}
      </p>
    );
  if (checks && "error" in checks)
    return (
      <p role="alert" className="message error">
        {checks.error}
      </p>
    );
  if (!opened || !edit || !checks) return <p className="loading">Opening {file}…</p>;

  const bodyLabel = opened.bodyField ? `Body (${opened.bodyField}, Markdown)` : "Body (Markdown)";
  const bodyProblems = check.problems.filter((problem) => problem.path === `$.${opened.bodyField ?? "body"}`);
  return (
    <div className="editor-layout">
      <section className="editor" aria-labelledby="editor-heading">
        <div className="editor-top">
          <h1 id="editor-heading">
            {String((opened.schema.title as string | undefined) ?? "Content")}: <code>{file}</code>
          </h1>
          <div className="save-bar">
            <button type="button" className="primary" onClick={() => void save(false)} disabled={!dirty}>
              Save
            </button>
            {blocked && check.problems.length > 0 ? (
              <button type="button" className="warning" onClick={() => void save(true)}>
                Save anyway
              </button>
            ) : null}
            <button type="button" onClick={() => void discard()} disabled={!dirty}>
              Discard edits
            </button>
            <span className="status" role="status">
              {dirty && status === "" ? "Unsaved edits" : status}
            </span>
          </div>
          {conflict ? (
            <ConflictNotice
              conflict={conflict}
              onReload={() => void discard()}
              onReplace={() => void save(false, conflict.diskVersion)}
            />
          ) : null}
          <ProblemLists check={check} open={blocked} />
        </div>
        <EntryActions file={file} onTreeChanged={onTreeChanged} />
        <Form
          schema={opened.schema as RJSFSchema}
          uiSchema={uiSchema}
          formData={edit.data}
          validator={checks.validator}
          widgets={formatWidgets}
          templates={fieldTemplates}
          extraErrors={extraErrors}
          showErrorList={false}
          noHtml5Validate
          idPrefix="field"
          experimental_defaultFormStateBehavior={{
            arrayMinItems: { populate: "never" },
            emptyObjectFields: "skipDefaults",
            // A `const` is a choice (draft: true), not a default to write into every entry opened.
            constAsDefaults: "never",
          }}
          onFocus={(_id, value) => setFocusedText(typeof value === "string" ? value : undefined)}
          onChange={(event) => {
            const data = withoutUntickedFlags(event.formData, opened.schema as RJSFSchema);
            setEdit((current) => ({ data, body: current?.body }));
            setDirty(true);
            setStatus("");
          }}
        />
        {edit.body !== undefined ? (
          <div className="body-field">
            <h2 id="body-label">{bodyLabel}</h2>
            <Suspense fallback={<p className="loading">Loading the Markdown editor…</p>}>
              <MarkdownEditor
                label={bodyLabel}
                value={edit.body}
                describedBy="body-problems"
                onChange={(body) => {
                  setEdit((current) => ({ data: current?.data, body }));
                  setDirty(true);
                  setStatus("");
                }}
              />
            </Suspense>
            <div id="body-problems" className="field-problems">
              {bodyProblems.map((problem) => (
                <p key={problem.message}>{problemWords(problem)}</p>
              ))}
            </div>
          </div>
        ) : null}
      </section>
      <PreviewPane routes={opened.routes} focusedText={focusedText} />
    </div>
  );
}
