import type { ValidationResult } from "../validate/validate.ts";
import type { ClientLogoFile } from "./client-logos.ts";
import { defaultPreset } from "./image-presets.ts";
import type { ImageRequest } from "./images.ts";

/** Every image the pages show, with the preset it is shown at: content's image fields and the client logos. */
export function imageRequests(
  validation: ValidationResult,
  clientLogos: readonly ClientLogoFile[],
): ImageRequest[] {
  return [
    ...validation.references
      .filter((reference) => reference.format === "image")
      .map((reference) => ({ path: reference.value, preset: reference.preset ?? defaultPreset })),
    ...clientLogos.map((logo) => ({ path: logo.path, preset: "clientLogo" })),
  ];
}
