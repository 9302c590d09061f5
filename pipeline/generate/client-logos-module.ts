import { imageKey } from "../images/images.ts";
import { banner, type Writer } from "./generated-file.ts";

/** Every logo in content/images/clients with its processed image; the file name gives the label. */
export const clientLogosModule: Writer = ({ assets }) => {
  const logos = assets.clientLogos.flatMap((logo) => {
    const image = assets.images.get(imageKey({ path: logo.path, preset: "clientLogo" }));
    return image ? [{ label: logo.label, image }] : [];
  });
  return [
    {
      path: "client-logos.ts",
      text: `${banner}import type { ImageAsset } from "../../contracts/image-asset";\n\n/** Every logo in content/images/clients; the file name gives the label. */\nexport const clientLogos: { label: string; image: ImageAsset }[] = ${JSON.stringify(logos, null, 1)};\n`,
    },
  ];
};
