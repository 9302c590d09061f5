import { DECOR_TEMPLATE } from "../attributes";
import { REDUCED_MOTION, TOUCH_ONLY } from "./motion";

/**
 * The mouse glow and the floating decorations (markup: a <template> in
 * site/layouts/BackgroundDecor.tsx). They only decorate a running page: the layer is added here,
 * and not at all on touch-only devices or when the visitor asked for reduced motion (it goes when
 * either starts to apply). The pointermove listener only records the position; one animation frame
 * writes it to CSS custom properties.
 */
export function startBackgroundDecor(): void {
  const template = document.querySelector<HTMLTemplateElement>(`template[${DECOR_TEMPLATE}]`);
  if (!template) return;
  const unwanted = window.matchMedia(`${REDUCED_MOTION}, ${TOUCH_ONLY}`);
  let layer: HTMLElement | null = null;
  let frame = 0;
  let x = 0;
  let y = 0;

  const paint = () => {
    frame = 0;
    layer?.style.setProperty("--glow-x", `${x}px`);
    layer?.style.setProperty("--glow-y", `${y}px`);
    layer?.style.setProperty("--glow-opacity", "1");
  };
  const onMove = (event: PointerEvent) => {
    if (event.pointerType !== "mouse") return;
    x = event.clientX;
    y = event.clientY;
    if (!frame) frame = requestAnimationFrame(paint);
  };
  const apply = () => {
    if (unwanted.matches) {
      layer?.remove();
      layer = null;
      window.removeEventListener("pointermove", onMove);
      return;
    }
    if (layer) return;
    layer = template.content.firstElementChild?.cloneNode(true) as HTMLElement | null;
    if (!layer) return;
    template.after(layer);
    window.addEventListener("pointermove", onMove, { passive: true });
  };
  unwanted.addEventListener("change", apply);
  apply();
}
