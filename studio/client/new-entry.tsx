import { useEffect, useId, useState } from "react";
import { getJson, messageOf, sendJson } from "./api.ts";
import { hrefOf } from "./use-location.ts";

type EntryAnswer = { ok: true; file: string } | { ok: false; message: string };

/** A new entry, made as `site new` makes it (every required field to fill, described), then opened. */
export function NewEntry({ onTreeChanged }: { onTreeChanged(): void }) {
  const [names, setNames] = useState<string[]>([]);
  const [collection, setCollection] = useState("");
  const [id, setId] = useState("");
  const [message, setMessage] = useState("");
  const collectionId = useId();
  const idId = useId();
  useEffect(() => {
    getJson<string[]>("/collections").then(
      (loaded) => {
        setNames(loaded);
        setCollection((chosen) => chosen || loaded[0] || "");
      },
      (error: unknown) => setMessage(messageOf(error)),
    );
  }, []);
  const create = async () => {
    try {
      const answer = await sendJson<EntryAnswer>("POST", "/entries", { collection, id });
      if (!answer.ok) return setMessage(answer.message);
      onTreeChanged();
      location.hash = hrefOf({ name: "edit", file: answer.file });
    } catch (error) {
      setMessage(messageOf(error));
    }
  };
  return (
    <section className="new-entry" aria-labelledby="new-heading">
      <h1 id="new-heading">New entry</h1>
      <div className="inline-form">
        <label htmlFor={collectionId}>Collection</label>
        <select id={collectionId} value={collection} onChange={(event) => setCollection(event.target.value)}>
          {names.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
        <label htmlFor={idId}>Id</label>
        <input
          id={idId}
          value={id}
          onChange={(event) => setId(event.target.value)}
          aria-describedby="new-id-help"
        />
        <p id="new-id-help" className="picker-note">
          Lower case letters, digits and single dashes: it becomes the file's name and, where the entry has a
          page, its address.
        </p>
        <button type="button" className="primary" onClick={() => void create()}>
          Create
        </button>
      </div>
      <p className="status" role="status">
        {message}
      </p>
    </section>
  );
}
