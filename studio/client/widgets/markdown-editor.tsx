import { markdown } from "@codemirror/lang-markdown";
import { basicSetup, EditorView } from "codemirror";
import { marked } from "marked";
import { useEffect, useRef } from "react";

/**
 * The rendered pane is a quick look, drawn in the browser by marked; the page preview beside it is
 * the site's own rendering, held to the content's HTML policy (pipeline/markdown/). The frame's
 * sandbox runs nothing and refreshes to nowhere, and this policy lets it load nothing either: no
 * remote image, frame or stylesheet a body names is fetched while it is typed.
 */
const renderedPanePolicy =
  "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src 'unsafe-inline'\">";

interface MarkdownEditorProps {
  label: string;
  value: string;
  describedBy: string;
  onChange(value: string): void;
}

/**
 * A Markdown body in CodeMirror, with the text rendered beside it (in a sandboxed frame: nothing in
 * content runs). Loaded only where a body is edited.
 */
export default function MarkdownEditor({ label, value, describedBy, onChange }: MarkdownEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | undefined>(undefined);
  const changed = useRef(onChange);
  changed.current = onChange;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the editor is made once with the first text; later texts are dispatched into it below.
  useEffect(() => {
    if (!host.current) return;
    const editor = new EditorView({
      parent: host.current,
      doc: value,
      extensions: [
        basicSetup,
        markdown(),
        EditorView.lineWrapping,
        EditorView.contentAttributes.of({ "aria-label": label, "aria-describedby": describedBy }),
        EditorView.updateListener.of((update) => {
          if (update.docChanged) changed.current(update.state.doc.toString());
        }),
      ],
    });
    view.current = editor;
    return () => editor.destroy();
  }, [label, describedBy]);

  useEffect(() => {
    const editor = view.current;
    if (editor && editor.state.doc.toString() !== value)
      editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: value } });
  }, [value]);

  const html = renderedPanePolicy + marked.parse(value, { async: false });
  return (
    <div className="markdown-editor">
      <div ref={host} className="markdown-source" />
      <iframe className="markdown-rendered" title={`${label}, rendered`} sandbox="" srcDoc={html} />
    </div>
  );
}
