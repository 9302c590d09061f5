import { readdir, rm } from "node:fs/promises";
import { join } from "node:path";
import { CODE_ICONS } from "../icons/code-icons.ts";
import { buildIconSprite } from "../icons/icon-sprite.ts";
import { banner, type GeneratedFile, type Writer } from "./generated-file.ts";

const SPRITE_NAME = /^icons-[0-9a-f]+\.svg$/;

/**
 * The sprite of every icon content, islands and the layout use (its name carries its hash), the
 * module that names it and types the icon names, and the server-only module of each icon's inline
 * symbol (kept apart so that no browser bundle carries every drawing).
 */
export const icons: Writer = async ({ validation }) => {
  const names = [
    ...new Set([
      ...validation.references.filter((reference) => reference.format === "icon").map((r) => r.value),
      ...CODE_ICONS,
    ]),
  ].sort();
  const sprite = await buildIconSprite(names);
  const union = names.length ? names.map((name) => JSON.stringify(name)).join(" | ") : "never";
  return [
    { path: `public/${sprite.fileName}`, text: sprite.svg },
    {
      path: "icons.ts",
      text: `${banner}/** The sprite holding every icon that content uses (drawn with <use>, no JavaScript per icon). */\nexport const iconSpriteUrl = ${JSON.stringify(`/${sprite.fileName}`)};\n\nexport type IconName = ${union};\n`,
    },
    {
      path: "icon-symbols.ts",
      text: `${banner}/** Each icon's <symbol> for a page to carry inline, by icon name (server only: see site/lib/inline-icons.ts). */\nexport const iconSymbols: Readonly<Record<string, string>> = ${JSON.stringify(sprite.inlineSymbols, null, 2)};\n`,
    },
  ];
};

/** Removes the sprites of earlier builds: the new one replaces them. */
export async function removeStaleSprites(
  generatedDir: string,
  files: readonly GeneratedFile[],
): Promise<void> {
  const publicDir = join(generatedDir, "public");
  const current = new Set(files.map((file) => file.path));
  const names = await readdir(publicDir).catch(() => [] as string[]);
  await Promise.all(
    names
      .filter((name) => SPRITE_NAME.test(name) && !current.has(`public/${name}`))
      .map((name) => rm(join(publicDir, name))),
  );
}
