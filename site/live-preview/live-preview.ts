import {
  CONTENT_CHANGED,
  CONTENT_PROBLEMS,
  type ContentChanged,
  type ContentProblems,
  LIVE_PREVIEW_PAGE,
  PAGE_OPENED,
} from "../../contracts/live-preview";
import { morphPage } from "./page-update";
import { problemsPanel } from "./problems-panel";

/**
 * `site dev` only (site/+client.ts loads it when Vite serves the page): the open page follows the
 * content files. When the engine says this page's data changed, the page is fetched again and
 * updated in place; while the content has problems, a panel lists them. Never in a build.
 */
export function startLivePreview(): void {
  const hot = import.meta.hot;
  if (!hot) return;
  const page = document.querySelector(`meta[name="${LIVE_PREVIEW_PAGE}"]`)?.getAttribute("content");
  const panel = problemsPanel();
  let updating: Promise<void> = Promise.resolve();

  const update = async () => {
    const response = await fetch(location.href, { headers: { Accept: "text/html" }, cache: "no-store" });
    if (!(response.headers.get("Content-Type") ?? "").includes("text/html")) return;
    morphPage(await response.text());
    document.dispatchEvent(new CustomEvent("site:page-updated"));
  };

  hot.on(CONTENT_CHANGED, ({ pages }: ContentChanged) => {
    if (pages !== "all" && (!page || !pages.includes(page))) return;
    updating = updating.then(update).catch((error: unknown) => console.error("live preview:", error));
  });
  hot.on(CONTENT_PROBLEMS, ({ problems }: ContentProblems) => panel.show(problems));
  hot.send(PAGE_OPENED, {});
}
