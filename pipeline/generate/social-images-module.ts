import { banner, type Writer } from "./generated-file.ts";

/**
 * Each route's link-preview image, for the shared head (site/+Head.tsx), in route order: the
 * images are rendered two at a time and finish in any order, and the module's text must not change
 * with that.
 */
export const socialImagesModule: Writer = ({ assets }) => [
  {
    path: "social-images.ts",
    text: `${banner}import type { SocialImage } from "../../contracts/social-image";\n\n/** Each route's link-preview image (og:image), by route. */\nexport const socialImages: Readonly<Record<string, SocialImage>> = ${JSON.stringify(Object.fromEntries([...assets.socialImages].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))), null, 1)};\n`,
  },
];
