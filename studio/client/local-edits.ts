/** Unsaved edits kept in the browser until saved, so a reload or a closed tab loses nothing typed. */
export interface LocalEdit {
  data: unknown;
  body?: string;
  /** The file's version the edit started from. */
  version: string;
}

const PREFIX = "content-studio:";

export function loadEdit(file: string): LocalEdit | undefined {
  try {
    const text = localStorage.getItem(PREFIX + file);
    return text ? (JSON.parse(text) as LocalEdit) : undefined;
  } catch {
    return undefined;
  }
}

export function keepEdit(file: string, edit: LocalEdit): void {
  try {
    localStorage.setItem(PREFIX + file, JSON.stringify(edit));
  } catch {
    // A full or disabled storage: the edit is still in the page and on its way to the preview.
  }
}

export function forgetEdit(file: string): void {
  localStorage.removeItem(PREFIX + file);
}

/** The files with unsaved edits in this browser. */
export function editedFiles(): string[] {
  const files: string[] = [];
  for (let index = 0; index < localStorage.length; index++) {
    const key = localStorage.key(index);
    if (key?.startsWith(PREFIX)) files.push(key.slice(PREFIX.length));
  }
  return files;
}
