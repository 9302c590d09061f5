import type { ProblemText } from "../../contracts/live-preview";

/**
 * The panel that lists the content's problems on every open page while `site dev` runs, as
 * `site validate` prints them (place, message, hint). It lives in a shadow root with its own
 * styles, so neither the page's styles change it nor it the page; Escape or its button hides it
 * until the problems change.
 */
const STYLE = `
:host { all: initial; }
section {
  position: fixed; inset: auto 1rem 1rem 1rem; z-index: 2147483647; max-height: 60vh; overflow: auto;
  box-sizing: border-box; padding: 1rem 1.25rem; border: 2px solid #f87171; border-radius: 0.75rem;
  background: #1a0f14; color: #fde8e8; box-shadow: 0 12px 40px rgb(0 0 0 / 0.5);
  font: 14px/1.5 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
}
header { display: flex; gap: 1rem; align-items: baseline; justify-content: space-between; }
h2 { margin: 0; font: 600 16px/1.4 system-ui, sans-serif; color: #fecaca; }
p { margin: 0.25rem 0 0; font: 14px/1.5 system-ui, sans-serif; color: #fde8e8; }
ol { margin: 0.75rem 0 0; padding: 0; list-style: none; }
li { padding: 0.5rem 0; border-top: 1px solid #5b2330; overflow-wrap: anywhere; }
.place { color: #fca5a5; font-weight: 600; }
.hint { color: #fde68a; }
button {
  font: 600 14px/1 system-ui, sans-serif; color: #1a0f14; background: #fecaca; border: 0;
  border-radius: 999px; padding: 0.5rem 0.9rem; cursor: pointer;
}
button:focus-visible { outline: 3px solid #fde68a; outline-offset: 2px; }
`;

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  text?: string,
  className?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  if (className) node.className = className;
  return node;
}

function problemItem(problem: ProblemText): HTMLLIElement {
  const item = element("li");
  item.append(element("div", problem.place, "place"), element("div", problem.message));
  if (problem.hint) item.append(element("div", `hint: ${problem.hint}`, "hint"));
  return item;
}

export interface ProblemsPanel {
  /** Shows `problems`, or removes the panel when there are none. */
  show(problems: readonly ProblemText[]): void;
}

export function problemsPanel(): ProblemsPanel {
  let host: HTMLElement | undefined;
  const hide = () => {
    host?.remove();
    host = undefined;
    document.removeEventListener("keydown", onKey);
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === "Escape") hide();
  };
  return {
    show(problems) {
      hide();
      if (problems.length === 0) return;
      host = element("div");
      host.setAttribute("data-live-preview", "problems");
      const shadow = host.attachShadow({ mode: "open" });
      const style = element("style", STYLE);
      const panel = element("section");
      panel.setAttribute("role", "alert");
      panel.setAttribute("aria-labelledby", "title");
      const header = element("header");
      const title = element(
        "h2",
        problems.length === 1 ? "The content has a problem" : `The content has ${problems.length} problems`,
      );
      title.id = "title";
      const close = element("button", "Hide (Esc)");
      close.type = "button";
      close.addEventListener("click", hide);
      header.append(title, close);
      const note = element(
        "p",
        "The page keeps showing the last valid content. Fix the file and save: this goes away by itself.",
      );
      const list = element("ol");
      list.append(...problems.map(problemItem));
      panel.append(header, note, list);
      shadow.append(style, panel);
      document.body.append(host);
      document.addEventListener("keydown", onKey);
    },
  };
}
