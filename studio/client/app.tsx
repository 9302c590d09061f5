import { useCallback, useEffect, useState } from "react";
import type { ContentTree } from "../shared/api-types.ts";
import { getJson, messageOf } from "./api.ts";
import { ChangesView } from "./changes-view.tsx";
import { EntryEditor } from "./entry-editor.tsx";
import { NewEntry } from "./new-entry.tsx";
import { Sidebar } from "./sidebar.tsx";
import { hrefOf, useView } from "./use-location.ts";

export function App() {
  const view = useView();
  const [tree, setTree] = useState<ContentTree | undefined>();
  const [error, setError] = useState<string | undefined>();
  const reloadTree = useCallback(() => {
    getJson<ContentTree>("/tree").then(
      (loaded) => {
        setTree(loaded);
        setError(undefined);
      },
      (failure: unknown) => setError(messageOf(failure)),
    );
  }, []);
  useEffect(reloadTree, [reloadTree]);

  return (
    <div className="studio">
      <header className="studio-header">
        <a className="studio-name" href={hrefOf({ name: "home" })}>
          Content studio
        </a>
        <div className="studio-actions">
          <a
            className="button"
            href={hrefOf({ name: "new" })}
            aria-current={view.name === "new" ? "page" : undefined}
          >
            New entry
          </a>
          <a
            className="button"
            href={hrefOf({ name: "changes" })}
            aria-current={view.name === "changes" ? "page" : undefined}
          >
            Changes
          </a>
        </div>
      </header>
      <Sidebar tree={tree} current={view.name === "edit" ? view.file : undefined} />
      <main className="studio-main" id="main">
        {error ? (
          <p role="alert" className="message error">
            {error}
          </p>
        ) : null}
        {view.name === "edit" ? (
          <EntryEditor key={view.file} file={view.file} onTreeChanged={reloadTree} />
        ) : null}
        {view.name === "changes" ? <ChangesView onTreeChanged={reloadTree} /> : null}
        {view.name === "new" ? <NewEntry onTreeChanged={reloadTree} /> : null}
        {view.name === "home" ? (
          <section className="welcome">
            <h1>Content studio</h1>
            <p>
              Choose a page or an entry on the left to edit it. The page it feeds is shown beside the form as
              you type; nothing is written until you save, and nothing goes live until the changes are
              committed.
            </p>
          </section>
        ) : null}
      </main>
    </div>
  );
}
