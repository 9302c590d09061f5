import { GALLERY, GALLERY_ALT, GALLERY_MAIN } from "../attributes";

/**
 * Project galleries (markup: site/components/project-detail/Gallery.tsx): each thumbnail button
 * shows its image in the large view. The thumbnail's <picture> already names every width of that
 * image, so choosing one copies its `srcset`s into the large <picture>, whose `sizes` make the
 * browser fetch the width it needs; the large image's alt text comes from the button.
 */
export function startGalleries(): void {
  for (const gallery of document.querySelectorAll<HTMLElement>(`[${GALLERY}]`)) {
    const main = gallery.querySelector<HTMLPictureElement>(`[${GALLERY_MAIN}]`);
    const buttons = [...gallery.querySelectorAll<HTMLButtonElement>(`button[${GALLERY_ALT}]`)];
    if (!main) continue;
    for (const button of buttons) {
      button.addEventListener("click", () => {
        const chosen = button.querySelector("picture");
        const image = main.querySelector("img");
        const chosenImage = chosen?.querySelector("img");
        if (!chosen || !image || !chosenImage) return;
        const sources = [...chosen.querySelectorAll("source")];
        main.querySelectorAll("source").forEach((source, index) => {
          source.srcset = sources[index]?.srcset ?? "";
        });
        image.srcset = chosenImage.srcset;
        image.src = chosenImage.src;
        image.alt = button.getAttribute(GALLERY_ALT) ?? "";
        for (const other of buttons) other.setAttribute("aria-pressed", String(other === button));
      });
    }
  }
}
