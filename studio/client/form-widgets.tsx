import type { RegistryWidgetsType, WidgetProps } from "@rjsf/utils";
import { lazy, Suspense } from "react";
import { SelectWidget } from "./select-widget.tsx";

const ImagePicker = lazy(() => import("./widgets/image-widget.tsx"));
const RoutePicker = lazy(() => import("./widgets/route-widget.tsx"));
const IconPicker = lazy(() => import("./widgets/icon-widget.tsx"));

/** What a widget shows while its code loads: the value, as a plain field. */
function Loading(props: WidgetProps) {
  return <input id={props.id} className="form-control" value={String(props.value ?? "")} readOnly />;
}

// Each widget's code loads the first time a form shows it (esbuild splits each into its own chunk).
function ImageWidget(props: WidgetProps) {
  return (
    <Suspense fallback={<Loading {...props} />}>
      <ImagePicker {...props} />
    </Suspense>
  );
}

function RouteWidget(props: WidgetProps) {
  return (
    <Suspense fallback={<Loading {...props} />}>
      <RoutePicker {...props} />
    </Suspense>
  );
}

function IconWidget(props: WidgetProps) {
  return (
    <Suspense fallback={<Loading {...props} />}>
      <IconPicker {...props} />
    </Suspense>
  );
}

/**
 * The widgets of the pipeline's own formats (schemas' `format: image | route | icon`): the form
 * library picks a widget by a string field's format. Every other field is the library's own.
 */
export const formatWidgets: RegistryWidgetsType = {
  image: ImageWidget,
  route: RouteWidget,
  icon: IconWidget,
  SelectWidget,
};

/** The Markdown editor (CodeMirror), loaded only where a body is edited. */
export const MarkdownEditor = lazy(() => import("./widgets/markdown-editor.tsx"));
