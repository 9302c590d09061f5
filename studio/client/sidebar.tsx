import { useId, useState } from "react";
import type { ContentTree, TreeEntry } from "../shared/api-types.ts";
import { hrefOf } from "./use-location.ts";

function matches(entry: TreeEntry, query: string): boolean {
  const words = query.toLowerCase().trim();
  return words === "" || `${entry.title} ${entry.id}`.toLowerCase().includes(words);
}

function EntryLink({ entry, current }: { entry: TreeEntry; current: boolean }) {
  return (
    <li>
      <a href={hrefOf({ name: "edit", file: entry.file })} aria-current={current ? "page" : undefined}>
        <span className="entry-title">{entry.title}</span>
        <span className="entry-id">{entry.id}</span>
        {entry.draft ? <span className="badge">Draft</span> : null}
      </a>
    </li>
  );
}

/** Every page file and every collection's entries, with a search box: the studio's way in. */
export function Sidebar({ tree, current }: { tree: ContentTree | undefined; current: string | undefined }) {
  const [query, setQuery] = useState("");
  const searchId = useId();
  const pages = tree?.pages.filter((entry) => matches(entry, query)) ?? [];
  return (
    <nav className="studio-sidebar" aria-label="Content">
      <label htmlFor={searchId} className="search-label">
        Search content
      </label>
      <input
        id={searchId}
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder="Title or id"
      />
      {tree === undefined ? <p className="loading">Loading…</p> : null}
      {pages.length > 0 ? (
        <section>
          <h2>Pages</h2>
          <ul>
            {pages.map((entry) => (
              <EntryLink key={entry.file} entry={entry} current={entry.file === current} />
            ))}
          </ul>
        </section>
      ) : null}
      {tree?.collections.map((collection) => {
        const entries = collection.entries.filter((entry) => matches(entry, query));
        if (entries.length === 0 && query !== "") return null;
        return (
          <section key={collection.name}>
            <h2>{collection.label}</h2>
            {entries.length === 0 ? <p className="empty">No entries yet.</p> : null}
            <ul>
              {entries.map((entry) => (
                <EntryLink key={entry.file} entry={entry} current={entry.file === current} />
              ))}
            </ul>
          </section>
        );
      })}
    </nav>
  );
}
