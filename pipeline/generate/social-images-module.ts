import { banner, type Writer } from "./generated-file.ts";

/** Each route's link-preview image, for the shared head (site/+Head.tsx). */
export const socialImagesModule: Writer = ({ assets }) => [
  {
    path: "social-images.ts",
    text: `${banner}import type { SocialImage } from "../../contracts/social-image";\n\n/** Each route's link-preview image (og:image), by route. */\nexport const socialImages: Readonly<Record<string, SocialImage>> = ${JSON.stringify(Object.fromEntries(assets.socialImages), null, 1)};\n`,
  },
];
