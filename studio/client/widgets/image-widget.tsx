import type { WidgetProps } from "@rjsf/utils";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import type { ImageFile } from "../../shared/api-types.ts";
import { API, getJson, messageOf } from "../api.ts";
import { PickerRow } from "./picker-row.tsx";

interface ImageList {
  images: ImageFile[];
  folders: string[];
}

type UploadAnswer = { ok: true; path: string } | { ok: false; message: string };

/** The alt text field beside an image field (the form names fields by path: `…_image` → `…_alt`), if the schema has one. */
function altField(id: string): HTMLElement | null {
  return document.getElementById(id.replace(/_[^_]+$/, "_alt"));
}

function thumbnail(path: string): string {
  return `${API}/image?path=${encodeURIComponent(path)}`;
}

/** An image field: a path under content/images, picked from thumbnails or uploaded. */
export default function ImageWidget(props: WidgetProps) {
  const { value, onChange } = props;
  const [open, setOpen] = useState(false);
  const [list, setList] = useState<ImageList | undefined>();
  const [folder, setFolder] = useState("");
  const [message, setMessage] = useState("");
  const folderId = useId();
  const fileId = useId();
  const current = typeof value === "string" ? value : "";
  const load = useCallback(() => {
    getJson<ImageList>("/images").then(
      (loaded) => {
        setList(loaded);
        setFolder((chosen) => chosen || current.replace(/\/?[^/]*$/, "") || loaded.folders[0] || "");
      },
      (error: unknown) => setMessage(messageOf(error)),
    );
  }, [current]);
  useEffect(() => {
    if (open && !list) load();
  }, [open, list, load]);

  const fileInput = useRef<HTMLInputElement>(null);
  const upload = async () => {
    const picked = fileInput.current?.files?.[0];
    if (!picked) {
      setMessage("Choose a picture to upload first.");
      return;
    }
    const form = new FormData();
    form.set("file", picked);
    form.set("folder", folder);
    setMessage("Uploading…");
    try {
      const response = await fetch(`${API}/images`, { method: "POST", body: form });
      const answer = (await response.json()) as UploadAnswer;
      if (!answer.ok) {
        setMessage(answer.message);
        return;
      }
      onChange(answer.path);
      setList(undefined);
      const alt = altField(props.id);
      setMessage(`Uploaded as ${answer.path}.${alt ? " Now say what it shows, in its alt text." : ""}`);
      alt?.focus();
    } catch (error) {
      setMessage(`The upload failed: ${messageOf(error)}`);
    }
  };

  const shown = list?.images.filter((image) => image.path.startsWith(folder ? `${folder}/` : "")) ?? [];
  return (
    <div className="picker">
      <PickerRow
        props={props}
        sample={current ? thumbnail(current) : undefined}
        sampleClass="image-sample"
        open={open}
        onToggle={() => setOpen(!open)}
        noun="image"
      />
      {open ? (
        <div className="picker-panel">
          <label htmlFor={folderId}>Folder</label>
          <select id={folderId} value={folder} onChange={(event) => setFolder(event.target.value)}>
            {list?.folders.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
          <ul className="image-grid">
            {shown.map((image) => (
              <li key={image.path}>
                <button
                  type="button"
                  aria-pressed={image.path === current}
                  onClick={() => {
                    onChange(image.path);
                    setOpen(false);
                  }}
                >
                  <img src={thumbnail(image.path)} alt="" loading="lazy" />
                  <span>{image.path.slice(image.path.lastIndexOf("/") + 1)}</span>
                </button>
              </li>
            ))}
          </ul>
          <div className="upload">
            <label htmlFor={fileId}>Upload a picture to {folder || "content/images"}</label>
            <input
              ref={fileInput}
              id={fileId}
              type="file"
              accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
            />
            <button type="button" onClick={() => void upload()}>
              Upload
            </button>
            <p className="picker-note">
              JPEG, PNG, WebP, AVIF or GIF, up to 10 MB. Describe it in the alt text field.
            </p>
          </div>
        </div>
      ) : null}
      <p className="picker-note" aria-live="polite">
        {message}
      </p>
    </div>
  );
}
