import { readdir } from "node:fs/promises";
import { basename, extname, join } from "node:path";
import { clientLogoFolder } from "../collections.ts";

export interface ClientLogoFile {
  /** Path under content/images. */
  path: string;
  label: string;
}

const logoFile = /\.(png|jpe?g|webp|avif|svg)$/i;

/** `acme-logistics.png` → 'Acme Logistics'. */
export function labelOf(fileName: string): string {
  return basename(fileName, extname(fileName))
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

/** Every logo in content/images/clients, in label order. */
export async function listClientLogos(root: string): Promise<ClientLogoFile[]> {
  const entries = await readdir(join(root, "content/images", clientLogoFolder), {
    withFileTypes: true,
  }).catch(() => []);
  return entries
    .filter((entry) => !entry.isSymbolicLink() && logoFile.test(entry.name))
    .map((entry) => entry.name)
    .map((name) => ({ path: `${clientLogoFolder}/${name}`, label: labelOf(name) }))
    .sort((a, b) => a.label.localeCompare(b.label));
}
