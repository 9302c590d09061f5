import { useEffect, useState } from "react";

/** The studio's views, in the URL's hash: `#/edit/<file>`, `#/changes`, `#/new`. */
export type View = { name: "home" } | { name: "edit"; file: string } | { name: "changes" } | { name: "new" };

export function viewOf(hash: string): View {
  const path = decodeURIComponent(hash.replace(/^#/, ""));
  if (path.startsWith("/edit/")) return { name: "edit", file: path.slice("/edit/".length) };
  if (path === "/changes") return { name: "changes" };
  if (path === "/new") return { name: "new" };
  return { name: "home" };
}

export function hrefOf(view: View): string {
  switch (view.name) {
    case "edit":
      return `#/edit/${view.file}`;
    case "changes":
      return "#/changes";
    case "new":
      return "#/new";
    case "home":
      return "#/";
  }
}

export function useView(): View {
  const [view, setView] = useState(() => viewOf(location.hash));
  useEffect(() => {
    const changed = () => setView(viewOf(location.hash));
    addEventListener("hashchange", changed);
    return () => removeEventListener("hashchange", changed);
  }, []);
  return view;
}
